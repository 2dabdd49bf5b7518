import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ExtraKind, products, variantPrices, variantStock, variants } from '../../db/schema.ts';
import { BULK_ROWS, bulkInsert } from './bulk.ts';
import type { ExtrasRecord, ProductRecord } from './format.ts';
import type { ImportedFile } from './import-files.ts';
import type { ImportProblem, Located } from './read-records.ts';
import { type Counts, chunks } from './report.ts';
import { RecordCheck, richText } from './resolve.ts';
import { hashOf } from './upsert.ts';

/** Products per transaction: a few thousand variant and price rows. */
export const PRODUCT_BATCH = 200;

export const EXTRA_KINDS: [keyof ExtrasRecord, ExtraKind][] = [
  ['accessories', 'accessory'],
  ['spareParts', 'spare-part'],
  ['filters', 'filter'],
  ['warranties', 'warranty'],
];

/** What the link step needs of each good product record, kept after its rows are written. */
export interface ProductLinks {
  productId: string;
  at: Located<unknown>;
  extras?: ExtrasRecord;
  related: string[];
  documents: string[];
  variants: { code: string; extras?: ExtrasRecord; documents: string[] }[];
}

export interface ProductImportState {
  db: Db;
  files: Map<string, ImportedFile>;
  problems: ImportProblem[];
  markets: Map<string, string>;
  categories: Map<string, { catalogId: string; path: string }>;
  /** Variant code → product id, across every file of this import, to find codes claimed twice. */
  codeOwner: Map<string, string>;
  routeOwner: Map<string, string>;
  links: ProductLinks[];
  counts: Counts;
  variantsWritten: { written: number };
}

type ProductRow = typeof products.$inferInsert & { importHash: string };
type VariantRow = typeof variants.$inferInsert;
type Prepared = {
  row: ProductRow;
  variants: { row: Omit<VariantRow, 'productId'>; record: ProductRecord['variants'][number] }[];
};

function hasKind(record: ProductRecord, key: keyof ExtrasRecord): boolean {
  return (
    (record.extras?.[key]?.length ?? 0) > 0 || record.variants.some((v) => (v.extras?.[key]?.length ?? 0) > 0)
  );
}

/** Checks what a product refers to and builds its rows; undefined (with problems) when it is rejected. */
function prepare(state: ProductImportState, at: Located<ProductRecord>): Prepared | undefined {
  const record = at.value;
  const check = new RecordCheck(at, state.files);
  const category = state.categories.get(record.category);
  if (!category) check.fail('.category', `unknown category ${record.category}`);
  const routePath = category ? `${category.path}/${record.slug}` : record.slug;
  const routeKey = `${category?.catalogId}/${routePath}`;
  const routeTaken = state.routeOwner.get(routeKey);
  if (routeTaken && routeTaken !== record.id)
    check.fail('.slug', `route ${routePath} is taken by ${routeTaken}`);
  record.variants.forEach((v, i) => {
    const owner = state.codeOwner.get(v.code);
    if (owner && owner !== record.id)
      check.fail(`.variants[${i}].code`, `code ${v.code} belongs to ${owner}`);
    for (const [market, price] of Object.entries(v.prices)) {
      const currency = state.markets.get(market);
      if (!currency) check.fail(`.variants[${i}].prices.${market}`, `unknown market ${market}`);
      else if (currency !== price.currency) {
        check.fail(`.variants[${i}].prices.${market}.currency`, `market ${market} sells in ${currency}`);
      }
    }
  });
  const row: Omit<ProductRow, 'importHash'> = {
    id: record.id,
    catalogId: category?.catalogId ?? '',
    categoryId: record.category,
    routePath,
    kind: record.kind,
    name: record.name,
    intro: record.intro ?? null,
    description: richText(record.description) ?? null,
    benefits: record.benefits,
    uniqueSellingPoint: record.uniqueSellingPoint ?? null,
    fastFacts: record.fastFacts,
    icons: check.images(record.icons, '.icons'),
    notifications: record.notifications,
    images: check.images(record.images, '.images'),
    logos: check.images(record.logos, '.logos'),
    videos: record.videos.map((v, i) => ({
      title: v.title,
      videoUrl: v.videoUrl,
      isMainVideo: v.isMainVideo,
      ...(v.thumbnail ? { thumbnailKey: check.file(v.thumbnail, `.videos[${i}].thumbnail`)?.key ?? '' } : {}),
    })),
    features: record.features.map(({ image, ...f }, i) => {
      const ref = check.image(image, `.features[${i}].image`);
      return { ...f, ...(ref ? { image: ref } : {}) };
    }),
    relatedPages: record.relatedPages.map(({ image, ...p }, i) => {
      const ref = check.image(image, `.relatedPages[${i}].image`);
      return { ...p, ...(ref ? { image: ref } : {}) };
    }),
    faqs: record.faqs.map((f) => ({ ...f, answer: richText(f.answer) ?? f.answer })),
    nextSteps: record.nextSteps ?? null,
    attributeNames: record.attributeNames,
    defaultVariantCode: record.defaultVariantCode ?? null,
    mainDocumentId: record.mainDocument ?? null,
    additionalMainDocumentText: record.additionalMainDocumentText ?? null,
    selectionToolUrl: record.selectionToolUrl ?? null,
    bimFileUrl: record.bimFileUrl ?? null,
    customisableButtonText: record.customisableButton?.text ?? null,
    customisableButtonUrl: record.customisableButton?.url ?? null,
    hubspotScript: record.hubspot?.script ?? null,
    hubspotTitle: record.hubspot?.title ?? null,
    isShoppable: record.isShoppable,
    isDiscontinued: record.isDiscontinued,
    isEnquiryFormVisible: record.isEnquiryFormVisible,
    areExtrasOpenByDefault: record.areExtrasOpenByDefault,
    hasAccessories: hasKind(record, 'accessories'),
    hasSpareParts: hasKind(record, 'spareParts'),
    hasFilters: hasKind(record, 'filters'),
    hasWarranties: hasKind(record, 'warranties'),
    sortOrder: record.sort,
  };
  if (!check.ok) {
    state.problems.push(...check.problems);
    state.counts.rejected++;
    return undefined;
  }
  state.routeOwner.set(routeKey, record.id);
  for (const v of record.variants) state.codeOwner.set(v.code, record.id);
  state.links.push({
    productId: record.id,
    at: { value: undefined, file: at.file, path: at.path },
    ...(record.extras ? { extras: record.extras } : {}),
    related: record.related,
    documents: record.documents,
    variants: record.variants.map((v) => ({
      code: v.code,
      ...(v.extras ? { extras: v.extras } : {}),
      documents: v.documents,
    })),
  });
  const variantRows = record.variants.map((v, i) => ({
    record: v,
    row: {
      code: v.code,
      lviNumber: v.lviNumber ?? null,
      attributeValues: v.attributeValues,
      customNote: v.customNote ?? null,
      note: v.note ?? null,
      leadTimes: [...v.leadTimes].sort((a, b) => a.maxQuantity - b.maxQuantity),
      isShoppable: v.isShoppable,
      isDiscontinued: v.isDiscontinued,
      isDeliveryDateHidden: v.isDeliveryDateHidden,
      isAlternativeStockFlow: v.isAlternativeStockFlow,
      isGrossPriceVisible: v.isGrossPriceVisible,
      displayOnlyNetPrice: v.displayOnlyNetPrice,
      sortOrder: i,
    },
  }));
  const pricesAndStock = record.variants.map((v) => [v.prices, v.stock]);
  return {
    row: {
      ...row,
      importHash: hashOf(
        row,
        variantRows.map((v) => v.row),
        pricesAndStock,
      ),
    },
    variants: variantRows,
  };
}

/**
 * Writes a batch of product records in one transaction: the products whose hash changed, their variants
 * (upserted by code, so variant ids stay stable for carts), prices and stock (replaced).
 */
export async function importProductBatch(
  state: ProductImportState,
  records: Located<ProductRecord>[],
): Promise<void> {
  const prepared = records.flatMap((r) => prepare(state, r) ?? []);
  if (prepared.length === 0) return;
  await state.db.transaction(async (tx) => {
    const existing = new Map(
      (
        await tx
          .select({ id: products.id, hash: products.importHash })
          .from(products)
          .where(
            inArray(
              products.id,
              prepared.map((p) => p.row.id),
            ),
          )
      ).map((r) => [r.id, r.hash]),
    );
    const changed = prepared.filter((p) => existing.get(p.row.id) !== p.row.importHash);
    for (const p of prepared) {
      if (!existing.has(p.row.id)) state.counts.created++;
      else if (existing.get(p.row.id) === p.row.importHash) state.counts.unchanged++;
      else state.counts.updated++;
    }
    if (changed.length === 0) return;

    const now = new Date();
    await bulkInsert(
      tx,
      products,
      changed.map((p) => ({ ...p.row, updatedAt: now })),
      { upsertOn: ['id'] },
    );
    const variantRows = changed.flatMap((p) => p.variants.map((v) => ({ ...v.row, productId: p.row.id })));
    const idByCode = new Map<string, number>();
    for (const batch of chunks(variantRows, BULK_ROWS)) {
      const written = await bulkInsert(tx, variants, batch, {
        upsertOn: ['code'],
        returning: ['id', 'code'],
      });
      for (const w of written) idByCode.set(String(w.code), Number(w.id));
    }
    state.variantsWritten.written += variantRows.length;
    // Variants the new records no longer list go (with their prices, stock and links). Codes are unique, so
    // "not among the batch's codes" is the same as "not among its own product's codes".
    const productIds = JSON.stringify(changed.map((p) => p.row.id));
    const codes = JSON.stringify(variantRows.map((v) => v.code));
    await tx.execute(
      sql`delete from ${variants} where ${variants.productId} in (select jsonb_array_elements_text(${productIds}::jsonb)) and ${variants.code} not in (select jsonb_array_elements_text(${codes}::jsonb))`,
    );
    // Prices and stock are replaced. Also for a new product: its variants may have belonged to another one.
    const ids = sql`(select (jsonb_array_elements_text(${JSON.stringify([...idByCode.values()])}::jsonb))::bigint)`;
    await tx.execute(sql`delete from ${variantPrices} where ${variantPrices.variantId} in ${ids}`);
    await tx.execute(sql`delete from ${variantStock} where ${variantStock.variantId} in ${ids}`);
    const priceRows: Record<string, unknown>[] = [];
    const stockRows: Record<string, unknown>[] = [];
    for (const p of changed) {
      for (const { record } of p.variants) {
        const variantId = idByCode.get(record.code) as number;
        for (const [marketId, price] of Object.entries(record.prices)) {
          priceRows.push({
            variantId,
            marketId,
            currency: price.currency,
            netAmount: price.net,
            taxRate: price.taxRate.toFixed(2),
            grossAmount: price.gross ?? null,
            packSize: price.packSize ?? null,
            packPrice: price.packPrice ?? null,
            packDiscount: price.packDiscount?.toFixed(2) ?? null,
          });
        }
        if (record.stock) {
          stockRows.push({
            variantId,
            quantity: record.stock.quantity,
            modifiedAt: new Date(record.stock.modified),
            expiresAt: record.stock.expires ? new Date(record.stock.expires) : null,
          });
        }
      }
    }
    for (const batch of chunks(priceRows, BULK_ROWS)) await bulkInsert(tx, variantPrices, batch);
    for (const batch of chunks(stockRows, BULK_ROWS)) await bulkInsert(tx, variantStock, batch);
  });
}
