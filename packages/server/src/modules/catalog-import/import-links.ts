import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  documents,
  productDocuments,
  productExtras,
  relatedProducts,
  variantDocuments,
  variantExtras,
  variants,
} from '../../db/schema.ts';
import { BULK_ROWS, bulkInsert } from './bulk.ts';
import type { ExtrasRecord } from './format.ts';
import { EXTRA_KINDS, type ProductLinks } from './import-products.ts';
import type { ImportProblem } from './read-records.ts';
import { chunks, type LinkCounts } from './report.ts';

/*
 * Links between records (extras, related products, documents) are written after every product and document,
 * because they may point into another file. For the products of this import, the links in the database are
 * made equal to the links in the records: missing ones added, others removed, unchanged ones left alone.
 * A reference that resolves to nothing is reported and left out; the record itself is kept.
 */

interface LinkTable {
  table: PgTable;
  name: string;
  /** Database column names, the key first, sort_order last. */
  columns: string[];
  /** The same columns as the table's property names. */
  props: string[];
}

type LinkRow = (string | number)[];

async function syncLinks(
  db: Db,
  spec: LinkTable,
  ownerColumn: string,
  owners: Set<string | number>,
  desired: LinkRow[],
  counts: LinkCounts,
): Promise<void> {
  const keyLength = spec.columns.length - 1;
  const keyOf = (row: LinkRow) => row.slice(0, keyLength).join('\u0000');
  const existingRows = await db.execute<Record<string, string | number>>(
    sql.raw(`select ${spec.columns.map((c) => `"${c}"`).join(', ')} from "${spec.name}"`),
  );
  const existing = new Map<string, LinkRow>();
  const ownerIndex = spec.columns.indexOf(ownerColumn);
  for (const r of rowsOf<Record<string, string | number>>(existingRows)) {
    const row = spec.columns.map((c) => normalise(r[c]));
    if (owners.has(row[ownerIndex] as string | number)) existing.set(keyOf(row), row);
  }
  const wanted = new Map(desired.map((row) => [keyOf(row), row]));
  const toDelete = [...existing]
    .filter(([k, row]) => wanted.get(k)?.join() !== row.join())
    .map(([, row]) => row);
  const toInsert = [...wanted]
    .filter(([k, row]) => existing.get(k)?.join() !== row.join())
    .map(([, row]) => row);
  const keyColumns = spec.columns
    .slice(0, keyLength)
    .map((c) => `"${c}"`)
    .join(', ');
  for (const batch of chunks(toDelete, 500)) {
    const tuples = sql.join(
      batch.map(
        (row) =>
          sql`(${sql.join(
            row.slice(0, keyLength).map((v) => sql`${v}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    await db.execute(sql`delete from ${spec.table} where (${sql.raw(keyColumns)}) in (${tuples})`);
  }
  for (const batch of chunks(toInsert, BULK_ROWS)) {
    await bulkInsert(
      db,
      spec.table,
      batch.map((row) => Object.fromEntries(spec.props.map((prop, i) => [prop, row[i]]))),
    );
  }
  // A changed sort order is a delete plus an insert of the same key: count it once, as added.
  const replaced = toInsert.filter((row) => existing.has(keyOf(row))).length;
  counts.added += toInsert.length;
  counts.removed += toDelete.length - replaced;
}

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** bigint columns come back as strings from pg and numbers from PGlite. */
function normalise(value: unknown): string | number {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number);
}

export async function importLinks(
  db: Db,
  links: ProductLinks[],
  problems: ImportProblem[],
  counts: LinkCounts,
): Promise<void> {
  const variantRows = rowsOf<{ id: string | number; code: string; product_id: string }>(
    await db.execute(
      sql`select ${variants.id} as id, ${variants.code} as code, ${variants.productId} as product_id from ${variants}`,
    ),
  );
  const variantIdByCode = new Map(variantRows.map((v) => [v.code, Number(v.id)]));
  const productIds = new Set(variantRows.map((v) => v.product_id));
  const productsWithLinks = new Set(links.map((l) => l.productId));
  for (const id of productsWithLinks) productIds.add(id);
  const documentIds = new Set(
    rowsOf<{ id: string }>(await db.execute(sql`select ${documents.id} as id from ${documents}`)).map(
      (d) => d.id,
    ),
  );

  const productExtraRows: LinkRow[] = [];
  const variantExtraRows: LinkRow[] = [];
  const relatedRows: LinkRow[] = [];
  const productDocumentRows: LinkRow[] = [];
  const variantDocumentRows: LinkRow[] = [];
  const ownVariants = new Set<number>();

  for (const link of links) {
    const unresolved = (path: string, message: string) => {
      problems.push({ file: link.at.file, path: `${link.at.path}${path}`, message });
      counts.unresolved++;
    };
    const extras = (record: ExtrasRecord | undefined, owner: string | number, out: LinkRow[], at: string) => {
      for (const [key, kind] of EXTRA_KINDS) {
        record?.[key]?.forEach((code, i) => {
          const id = variantIdByCode.get(code);
          if (id === undefined) unresolved(`${at}.extras.${key}[${i}]`, `no variant with code ${code}`);
          else out.push([owner, kind, id, i]);
        });
      }
    };
    const docs = (ids: string[], owner: string | number, out: LinkRow[], at: string) => {
      ids.forEach((id, i) => {
        if (documentIds.has(id)) out.push([owner, id, i]);
        else unresolved(`${at}.documents[${i}]`, `no document ${id}`);
      });
    };
    extras(link.extras, link.productId, productExtraRows, '');
    docs(link.documents, link.productId, productDocumentRows, '');
    link.related.forEach((id, i) => {
      if (productIds.has(id)) relatedRows.push([link.productId, id, i]);
      else unresolved(`.related[${i}]`, `no product ${id}`);
    });
    link.variants.forEach((v, i) => {
      const variantId = variantIdByCode.get(v.code) as number;
      ownVariants.add(variantId);
      extras(v.extras, variantId, variantExtraRows, `.variants[${i}]`);
      docs(v.documents, variantId, variantDocumentRows, `.variants[${i}]`);
    });
  }

  // Every link table is keyed by its owner column first, then the linked item; all carry a sort order.
  const linkTable = (table: PgTable, name: string, key: string[]): LinkTable => ({
    table,
    name,
    columns: [...key, 'sort_order'],
    props: [...key.map((k) => k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())), 'sortOrder'],
  });
  const syncs: [LinkTable, Set<string | number>, LinkRow[]][] = [
    [
      linkTable(productExtras, 'product_extras', ['product_id', 'kind', 'extra_variant_id']),
      productsWithLinks,
      productExtraRows,
    ],
    [
      linkTable(variantExtras, 'variant_extras', ['variant_id', 'kind', 'extra_variant_id']),
      ownVariants,
      variantExtraRows,
    ],
    [
      linkTable(relatedProducts, 'related_products', ['product_id', 'related_product_id']),
      productsWithLinks,
      relatedRows,
    ],
    [
      linkTable(productDocuments, 'product_documents', ['product_id', 'document_id']),
      productsWithLinks,
      productDocumentRows,
    ],
    [
      linkTable(variantDocuments, 'variant_documents', ['variant_id', 'document_id']),
      ownVariants,
      variantDocumentRows,
    ],
  ];
  for (const [spec, owners, rows] of syncs) {
    await syncLinks(db, spec, spec.columns[0] as string, owners, rows, counts);
  }
}
