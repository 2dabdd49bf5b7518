import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { catalogs, categories, contactBlocks, documents, markets, salesContacts } from '../../db/schema.ts';
import type { Storage } from '../../platform/storage.ts';
import { importContent } from '../content/index.ts';
import { importUnits } from '../osd/index.ts';
import { importPromotions } from '../promotions/index.ts';
import { reindexSearch, type SearchGroup } from '../search/index.ts';
import {
  type CategoryRecord,
  catalogRecord,
  categoryRecord,
  contactBlockRecord,
  documentRecord,
  manifestRecord,
  type ProductRecord,
  productRecord,
  salesContactRecord,
} from './format.ts';
import { type ImportedFile, importFiles } from './import-files.ts';
import { importLinks } from './import-links.ts';
import { importProductBatch, PRODUCT_BATCH, type ProductImportState } from './import-products.ts';
import { firstExisting, type ImportProblem, type Located, readRecords } from './read-records.ts';
import { emptyCounts, type ImportReport } from './report.ts';
import { RecordCheck } from './resolve.ts';
import { hashOf, upsertByHash } from './upsert.ts';

export interface ImportOptions {
  db: Db;
  storage: Storage;
  /** The import folder (docs/catalog-import-format.md). */
  dir: string;
  /** Progress lines for the command line. */
  log?: (line: string) => void;
}

/**
 * Imports a catalogue folder: files, catalogues, categories, documents, products with variants, prices and
 * stock, then the links between them, sales contacts, the contact block, the content pages and the promotion codes. Bad records are reported and left
 * out; the good ones are written. Running it again on the same folder writes nothing.
 */
export async function importCatalog({
  db,
  storage,
  dir,
  log: print = () => {},
}: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const log = (line: string) => print(`${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const problems: ImportProblem[] = [];
  const report: ImportReport = {
    files: emptyCounts(),
    catalogs: emptyCounts(),
    categories: emptyCounts(),
    documents: emptyCounts(),
    products: emptyCounts(),
    variants: { written: 0 },
    links: { added: 0, removed: 0, unresolved: 0 },
    salesContacts: emptyCounts(),
    contactBlocks: emptyCounts(),
    content: emptyCounts(),
    promotions: emptyCounts(),
    unitOrders: emptyCounts(),
    units: emptyCounts(),
    problems,
    ms: 0,
  };
  if (!existsSync(dir)) throw new Error(`No import folder ${dir}`);
  if (existsSync(path.join(dir, 'manifest.json'))) {
    await readRecords(dir, 'manifest.json', manifestRecord, problems, () => {}, { single: true });
  }

  const { files, counts: fileCounts } = await importFiles(db, storage, dir, problems);
  report.files = fileCounts;
  log(`files: ${files.size}`);

  // Catalogues and categories.
  const catalogRows: (typeof catalogs.$inferInsert & { importHash: string })[] = [];
  const catalogsFile = firstExisting(dir, ['catalogs.json']);
  if (catalogsFile) {
    const badCatalogs = await readRecords(dir, catalogsFile, catalogRecord, problems, ({ value }) => {
      const row = { id: value.id, routeSegment: value.routeSegment, name: value.name, sortOrder: value.sort };
      catalogRows.push({ ...row, importHash: hashOf(row) });
    });
    report.catalogs.rejected += badCatalogs;
  }
  await upsertByHash(db, catalogs, catalogs.id, (r) => r.id, catalogRows, report.catalogs);
  const catalogIds = new Set((await db.select({ id: catalogs.id }).from(catalogs)).map((c) => c.id));

  const categoryInfo = new Map(
    (
      await db
        .select({ id: categories.id, catalogId: categories.catalogId, path: categories.path })
        .from(categories)
    ).map((c) => [c.id, { catalogId: c.catalogId, path: c.path }]),
  );
  const categoriesFile = firstExisting(dir, ['categories.json', 'categories.jsonl']);
  if (categoriesFile) {
    const records: Located<CategoryRecord>[] = [];
    const badCategories = await readRecords(dir, categoriesFile, categoryRecord, problems, (r) =>
      records.push(r),
    );
    report.categories.rejected += badCategories;
    await importCategories(db, records, catalogIds, categoryInfo, files, problems, report);
  }
  log(`categories: ${categoryInfo.size}`);

  // Documents.
  const documentsFile = firstExisting(dir, ['documents.jsonl', 'documents.json']);
  if (documentsFile) {
    const rows: (typeof documents.$inferInsert & { importHash: string })[] = [];
    const badDocuments = await readRecords(dir, documentsFile, documentRecord, problems, (at) => {
      const check = new RecordCheck(at, files);
      const file = check.file(at.value.file, '.file');
      if (!file) {
        problems.push(...check.problems);
        report.documents.rejected++;
        return;
      }
      const { file: rel, ...doc } = at.value;
      const row = {
        ...doc,
        fileKey: file.key,
        fileName: path.posix.basename(rel),
        fileSize: file.size,
        contentType: file.contentType,
      };
      rows.push({ ...row, importHash: hashOf(row) });
    });
    report.documents.rejected += badDocuments;
    await upsertByHash(db, documents, documents.id, (r) => r.id, rows, report.documents);
  }
  log(`documents: ${report.documents.created + report.documents.updated + report.documents.unchanged}`);

  // Products, a transaction per batch of records.
  const state: ProductImportState = {
    db,
    files,
    problems,
    markets: new Map(
      (await db.select({ id: markets.id, currency: markets.currency }).from(markets)).map((m) => [
        m.id,
        m.currency,
      ]),
    ),
    categories: categoryInfo,
    codeOwner: new Map(),
    routeOwner: new Map(),
    links: [],
    counts: report.products,
    variantsWritten: report.variants,
  };
  // Records are written in batches of one transaction each; a batch may span files.
  const pending: Located<ProductRecord>[] = [];
  for (const file of await productFiles(dir)) {
    const badProducts = await readRecords(dir, file, productRecord, problems, (record) =>
      pending.push(record),
    );
    report.products.rejected += badProducts;
    while (pending.length >= PRODUCT_BATCH) {
      await importProductBatch(state, pending.splice(0, PRODUCT_BATCH));
    }
    log(`${file} read`);
  }
  await importProductBatch(state, pending);
  log(`products: ${report.products.created + report.products.updated + report.products.unchanged}`);

  await importLinks(db, state.links, problems, report.links);
  log(`links: +${report.links.added} -${report.links.removed}`);

  // Sales contacts and the contact block.
  const contactsFile = firstExisting(dir, ['sales-contacts.json', 'sales-contacts.jsonl']);
  if (contactsFile) {
    const rows: (typeof salesContacts.$inferInsert & { importHash: string })[] = [];
    const badSalesContacts = await readRecords(dir, contactsFile, salesContactRecord, problems, (at) => {
      const check = new RecordCheck(at, files);
      const { sort, image, ...contact } = at.value;
      const row = { ...contact, image: check.image(image, '.image') ?? null, sortOrder: sort };
      if (!check.ok) {
        problems.push(...check.problems);
        report.salesContacts.rejected++;
        return;
      }
      rows.push({ ...row, importHash: hashOf(row) });
    });
    report.salesContacts.rejected += badSalesContacts;
    await upsertByHash(db, salesContacts, salesContacts.id, (r) => r.id, rows, report.salesContacts);
  }
  if (existsSync(path.join(dir, 'contact-block.json'))) {
    const rows: (typeof contactBlocks.$inferInsert & { importHash: string })[] = [];
    const badContactBlocks = await readRecords(
      dir,
      'contact-block.json',
      contactBlockRecord,
      problems,
      ({ value }) => {
        const row = { ...value };
        rows.push({ ...row, importHash: hashOf(row) });
      },
      { single: true },
    );
    report.contactBlocks.rejected += badContactBlocks;
    await upsertByHash(db, contactBlocks, contactBlocks.id, (r) => r.id, rows, report.contactBlocks);
  }

  // Content last: its related products must be in.
  await importContent(db, dir, files, problems, report.content, report.links);
  log(`content: ${report.content.created + report.content.updated + report.content.unchanged}`);

  // Promotion codes after the products: the categories and variant codes they name must be in.
  await importPromotions(db, dir, problems, report.promotions);
  log(`promotions: ${report.promotions.created + report.promotions.updated + report.promotions.unchanged}`);

  // Sold units after the products: they name variants and the files imported above (ADR 0073).
  await importUnits(db, dir, files, problems, { orders: report.unitOrders, units: report.units });
  log(`units: ${report.units.created + report.units.updated + report.units.unchanged}`);
  // The search index follows what changed (ADR 0071): each group is rebuilt whole, in one transaction.
  const changed = (c: { created: number; updated: number }) => c.created + c.updated > 0;
  const stale: SearchGroup[] = [];
  if (
    changed(report.catalogs) ||
    changed(report.categories) ||
    changed(report.products) ||
    report.variants.written > 0
  ) {
    stale.push('products');
  }
  if (changed(report.documents)) stale.push('documents');
  if (changed(report.content)) stale.push('content');
  await reindexSearch(db, stale);
  log(`search index: ${stale.length > 0 ? stale.join(', ') : 'unchanged'}`);

  report.ms = performance.now() - started;
  return report;
}

/** products.json(l) and every .json/.jsonl file in products/, in name order. */
async function productFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const top = firstExisting(dir, ['products.jsonl', 'products.json']);
  if (top) out.push(top);
  const entries = await readdir(path.join(dir, 'products')).catch(() => [] as string[]);
  for (const name of entries.sort()) if (/\.jsonl?$/.test(name)) out.push(`products/${name}`);
  return out;
}

/** Parents before children; a category whose parent is unknown, or in another catalogue, is rejected. */
async function importCategories(
  db: Db,
  records: Located<CategoryRecord>[],
  catalogIds: Set<string>,
  categoryInfo: Map<string, { catalogId: string; path: string }>,
  files: Map<string, ImportedFile>,
  problems: ImportProblem[],
  report: ImportReport,
): Promise<void> {
  const byId = new Map(records.map((r) => [r.value.id, r]));
  const ordered: (typeof categories.$inferInsert & { importHash: string })[] = [];
  const visiting = new Set<string>();
  const resolve = (at: Located<CategoryRecord>): boolean => {
    const c = at.value;
    if (ordered.some((o) => o.id === c.id)) return true;
    const check = new RecordCheck(at, files);
    if (!catalogIds.has(c.catalog)) check.fail('.catalog', `unknown catalogue ${c.catalog}`);
    let parentPath = '';
    if (c.parent) {
      const parentRecord = byId.get(c.parent);
      if (visiting.has(c.id)) check.fail('.parent', 'categories form a cycle');
      else if (parentRecord) {
        visiting.add(c.id);
        if (!resolve(parentRecord)) check.fail('.parent', `parent ${c.parent} was rejected`);
        visiting.delete(c.id);
      }
      const parent = categoryInfo.get(c.parent);
      if (!parent) check.fail('.parent', `unknown category ${c.parent}`);
      else if (parent.catalogId !== c.catalog)
        check.fail('.parent', `parent ${c.parent} is in another catalogue`);
      else parentPath = `${parent.path}/`;
    }
    const image = check.image(c.image, '.image');
    if (!check.ok) {
      if (!problems.some((p) => p.file === at.file && p.path.startsWith(at.path)))
        problems.push(...check.problems);
      return false;
    }
    const row = {
      id: c.id,
      catalogId: c.catalog,
      parentId: c.parent ?? null,
      routeSegment: c.routeSegment,
      path: parentPath + c.routeSegment,
      name: c.name,
      description: c.description ?? null,
      displayCategoryDescription: c.displayCategoryDescription,
      image: image ?? null,
      sortOrder: c.sort,
    };
    ordered.push({ ...row, importHash: hashOf(row) });
    categoryInfo.set(c.id, { catalogId: c.catalog, path: row.path });
    return true;
  };
  for (const at of records) {
    if (!resolve(at)) report.categories.rejected++;
  }
  await upsertByHash(db, categories, categories.id, (r) => r.id, ordered, report.categories);
}
