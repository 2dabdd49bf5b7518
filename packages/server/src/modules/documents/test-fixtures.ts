import { localizedText } from '@airshop/domain/i18n/localized-text';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents, productDocuments, products, variants } from '../../db/schema.ts';

/** A product of the demo catalogue with its documents (in link order) and a variant code, for the tests. */
export async function productWithDocuments(db: Db, index = 0) {
  const withDocuments = await db
    .selectDistinct({ id: products.id, name: products.name })
    .from(products)
    .innerJoin(productDocuments, eq(productDocuments.productId, products.id))
    .innerJoin(variants, eq(variants.productId, products.id))
    .orderBy(asc(products.id));
  const product = withDocuments[index];
  if (!product) throw new Error('The test catalogue has too few products');
  const docs = await db
    .select({
      id: documents.id,
      name: documents.name,
      languages: documents.languages,
      categories: documents.categories,
      retired: documents.retired,
      fileKey: documents.fileKey,
      fileSize: documents.fileSize,
    })
    .from(productDocuments)
    .innerJoin(documents, eq(documents.id, productDocuments.documentId))
    .where(eq(productDocuments.productId, product.id))
    .orderBy(asc(productDocuments.sortOrder));
  const [variant] = await db
    .select({ code: variants.code })
    .from(variants)
    .where(eq(variants.productId, product.id))
    .orderBy(asc(variants.sortOrder))
    .limit(1);
  if (docs.length === 0 || !variant) throw new Error(`Product ${product.id} has no documents or variants`);
  return {
    id: product.id,
    name: localizedText(product.name, 'en'),
    nameOf: product.name,
    docs,
    variantCode: variant.code,
  };
}
