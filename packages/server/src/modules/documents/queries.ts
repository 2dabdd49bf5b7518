import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  documents,
  productDocuments,
  products,
  storedFiles,
  variantDocuments,
  variants,
} from '../../db/schema.ts';

/** What the Documents calls need of a document: its fields, its file, and the file's hash and time if known. */
const documentColumns = {
  id: documents.id,
  number: documents.number,
  name: documents.name,
  categories: documents.categories,
  languages: documents.languages,
  status: documents.status,
  retired: documents.retired,
  date: documents.date,
  fileKey: documents.fileKey,
  fileName: documents.fileName,
  fileSize: documents.fileSize,
  contentType: documents.contentType,
  sha256: storedFiles.sha256,
  fileUpdatedAt: storedFiles.updatedAt,
};

export type DocumentRow = Awaited<ReturnType<typeof findDocumentsByIds>>[number];

/** The documents with these ids, in no particular order; ids without a document are left out. */
export async function findDocumentsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select(documentColumns)
    .from(documents)
    .leftJoin(storedFiles, eq(storedFiles.key, documents.fileKey))
    .where(inArray(documents.id, [...ids]));
}

/**
 * Documents linked to any of the variants or to their products whose categories include one of the types
 * (TypeKey), retired ones left out. Ordered as a product page lists them: category order, then name.
 */
export async function findRelevantDocuments(
  db: Db,
  variantCodes: readonly string[],
  typeKeys: readonly string[],
  limit: number,
) {
  const ofVariants = db
    .select({ documentId: variantDocuments.documentId })
    .from(variantDocuments)
    .innerJoin(variants, eq(variants.id, variantDocuments.variantId))
    .where(inArray(variants.code, [...variantCodes]));
  const ofProducts = db
    .select({ documentId: productDocuments.documentId })
    .from(productDocuments)
    .innerJoin(variants, eq(variants.productId, productDocuments.productId))
    .where(inArray(variants.code, [...variantCodes]));
  // jsonb containment per type: the GIN index on categories (jsonb_path_ops) serves `@>`.
  const typeMatch = sql.join(
    typeKeys.map((key) => sql`${documents.categories} @> ${JSON.stringify([{ typeKey: key }])}::jsonb`),
    sql` or `,
  );
  return db
    .select(documentColumns)
    .from(documents)
    .leftJoin(storedFiles, eq(storedFiles.key, documents.fileKey))
    .where(
      and(
        eq(documents.retired, false),
        sql`${documents.id} in (${ofVariants.union(ofProducts)})`,
        sql`(${typeMatch})`,
      ),
    )
    .orderBy(
      sql`(select min((c->>'order')::int) from jsonb_array_elements(${documents.categories}) c)`,
      asc(documents.name),
      asc(documents.id),
    )
    .limit(limit);
}

/** The name (all locales) of a product, or undefined when there is no such product. */
export async function findProductName(db: Db, productId: string) {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row?.name;
}

/**
 * The products that every one of the documents belongs to (directly or through a variant), at most two: a zip
 * is named after its product only when exactly one product holds the whole selection.
 */
export async function findCommonProductsOfDocuments(db: Db, documentIds: readonly string[]) {
  const ids = [...new Set(documentIds)];
  if (ids.length === 0) return [];
  const owners = db
    .select({ productId: productDocuments.productId, documentId: productDocuments.documentId })
    .from(productDocuments)
    .where(inArray(productDocuments.documentId, ids))
    .union(
      db
        .select({ productId: variants.productId, documentId: variantDocuments.documentId })
        .from(variantDocuments)
        .innerJoin(variants, eq(variants.id, variantDocuments.variantId))
        .where(inArray(variantDocuments.documentId, ids)),
    )
    .as('owners');
  return db
    .select({ id: products.id, name: products.name })
    .from(owners)
    .innerJoin(products, eq(products.id, owners.productId))
    .groupBy(products.id, products.name)
    .having(sql`count(distinct ${owners.documentId}) = ${ids.length}`)
    .orderBy(asc(products.id))
    .limit(2);
}
