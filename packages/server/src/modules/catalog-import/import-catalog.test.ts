import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  contactBlocks,
  documents,
  productDocuments,
  productExtras,
  products,
  salesContacts,
  variantExtras,
  variantPrices,
  variantStock,
  variants,
} from '../../db/schema.ts';
import { fileSystemStorage } from '../../platform/storage.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { importCatalog } from './import-catalog.ts';
import { isNoOp } from './report.ts';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/bad-records');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let work: string;
let dir: string;
const storage = () => fileSystemStorage(path.join(work, 'files-store'));

beforeAll(async () => {
  database = await createTestDatabase();
  work = mkdtempSync(path.join(os.tmpdir(), 'airshop-import-'));
  dir = path.join(work, 'folder');
  cpSync(FIXTURE, dir, { recursive: true });
});
afterAll(async () => {
  await database?.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('catalogue import of a folder with bad records', () => {
  it('reports every bad record with its file, path and reason, and imports the good ones', async () => {
    const report = await importCatalog({ db: database.db, storage: storage(), dir });
    const problems = report.problems.map((p) => `${p.file} ${p.path}: ${p.message}`);
    const expectProblem = (file: string, at: string, message: RegExp) => {
      expect(
        report.problems.some((p) => p.file === file && p.path === at && message.test(p.message)),
        `${file} ${at} ${message} in\n${problems.join('\n')}`,
      ).toBe(true);
    };
    expectProblem('categories.json', '$[2].parent', /unknown category no-such-category/);
    expectProblem('categories.json', '$[3].routeSegment', /slug/);
    expectProblem('catalogs.json', '$[1].routeSegment', /blog is a path of the shop's own pages/);
    expectProblem('documents.json', '$[1].file', /documents\/missing\.pdf is not in files/);
    expectProblem('documents.json', '$[2].id', /UUID/i);
    expectProblem('documents.json', '$[2].date', /date/i);
    expectProblem('products/units.jsonl', 'line 2: $.variants[0].lviNumber', /7 digits/);
    expectProblem(
      'products/units.jsonl',
      'line 2: $.variants[0].attributeValues',
      /2 values for 1 attribute names/,
    );
    expectProblem('products/units.jsonl', 'line 3: $.variants[0].prices.SE.net', /2 decimals/);
    expectProblem('products/units.jsonl', 'line 4', /not JSON/);
    expectProblem('products/spares.json', '$[1]', /colour/);
    expectProblem('sales-contacts.json', '$[1].channels[0].type', /Email/);
    // Links to what is missing are reported, the product itself is kept.
    expectProblem('products/units.jsonl', 'line 1: $.extras.spareParts[1]', /NO-SUCH-CODE/);
    expectProblem('products/units.jsonl', 'line 1: $.documents[1]', /no document/);

    expect(report.categories).toMatchObject({ created: 2, rejected: 2 });
    expect(report.documents).toMatchObject({ created: 1, rejected: 2 });
    expect(report.products).toMatchObject({ created: 2, rejected: 4 });
    expect(report.salesContacts).toMatchObject({ created: 1, rejected: 1 });
    expect(report.contactBlocks).toMatchObject({ created: 1 });
    expect(report.files).toMatchObject({ created: 2 });

    const db = database.db;
    expect(
      (await db.select().from(categories).orderBy(asc(categories.id))).map((c) => [c.id, c.path]),
    ).toEqual([
      ['compact', 'units/compact'],
      ['units', 'units'],
    ]);
    const [unit] = await db.select().from(products).where(eq(products.id, 'fx-10'));
    expect(unit).toMatchObject({
      routePath: 'units/compact/fixture-unit-10',
      name: { en: 'Fixture Unit 10', sv: 'Fixturaggregat 10' },
      description: { en: '<p>Quiet <b>unit</b></p>' },
      hasSpareParts: true,
      hasFilters: true,
      hasAccessories: false,
      images: [{ key: 'catalog/images/unit.png', alt: { en: 'Fixture Unit 10' }, width: 40, height: 30 }],
    });
    const unitVariants = await db
      .select()
      .from(variants)
      .where(eq(variants.productId, 'fx-10'))
      .orderBy(asc(variants.sortOrder));
    expect(unitVariants.map((v) => [v.code, v.lviNumber, v.attributeValues])).toEqual([
      ['FX10-L', '3100001', [{ en: '10' }, { en: 'Left', sv: 'Vänster' }]],
      ['FX10-R', '3100002', [{ en: '10' }, { en: 'Right' }]],
    ]);
    expect(unitVariants[0]?.leadTimes).toEqual([
      { maxQuantity: 2, days: 10 },
      { maxQuantity: 999, days: 30 },
    ]);
    const prices = await db.select().from(variantPrices).orderBy(asc(variantPrices.marketId));
    expect(prices.map((p) => [p.marketId, p.currency, p.netAmount, p.taxRate, p.grossAmount])).toEqual([
      ['INT', 'EUR', '1099.50', '0.00', null],
      ['SE', 'SEK', '12500.00', '25.00', '15000.00'],
    ]);
    expect(await db.select({ q: variantStock.quantity }).from(variantStock)).toEqual([{ q: 3 }]);
    expect(await db.select({ kind: productExtras.kind }).from(productExtras)).toEqual([
      { kind: 'spare-part' },
    ]);
    expect(await db.select({ kind: variantExtras.kind }).from(variantExtras)).toEqual([{ kind: 'filter' }]);
    expect(await db.select({ id: productDocuments.documentId }).from(productDocuments)).toEqual([
      { id: '8a4a0b8e-6d0e-4f57-9a43-1c1f0b0e7a01' },
    ]);
    const [doc] = await db.select().from(documents);
    expect(doc).toMatchObject({
      fileKey: 'catalog/documents/datasheet-en.pdf',
      contentType: 'application/pdf',
    });
    expect(doc?.fileSize).toBe(readFileSync(path.join(FIXTURE, 'files/documents/datasheet-en.pdf')).length);
    expect(await storage().exists('catalog/documents/datasheet-en.pdf')).toBe(true);
    expect((await db.select().from(salesContacts))[0]?.filters).toEqual({
      Country: ['SE'],
      Application: ['offices'],
    });
    expect((await db.select().from(contactBlocks))[0]?.filters[0]?.type).toBe('Country');
  });

  it('changes nothing when the same folder is imported again', async () => {
    const report = await importCatalog({ db: database.db, storage: storage(), dir });
    expect(isNoOp(report)).toBe(true);
    expect(report.products).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(report.documents).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(report.files).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(report.links).toMatchObject({ added: 0, removed: 0 });
  });

  it('updates a changed product, drops the variant it no longer lists and keeps the ids of the others', async () => {
    const db = database.db;
    const [before] = await db.select().from(variants).where(eq(variants.code, 'FX10-L'));
    const file = path.join(dir, 'products/units.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n');
    const record = JSON.parse(lines[0] as string);
    record.variants = record.variants.slice(0, 1);
    record.name.en = 'Fixture Unit 10 Mk II';
    delete record.extras;
    lines[0] = JSON.stringify(record);
    writeFileSync(file, lines.join('\n'));

    const report = await importCatalog({ db, storage: storage(), dir });
    expect(report.products).toMatchObject({ updated: 1, unchanged: 1 });
    // The product's extra is removed by the link step, the dropped variant's own extra with the variant.
    expect(report.links.removed).toBe(1);
    expect(await db.select().from(productExtras)).toEqual([]);
    expect(await db.select().from(variantExtras)).toEqual([]);
    const left = await db.select().from(variants).where(eq(variants.productId, 'fx-10'));
    expect(left.map((v) => v.code)).toEqual(['FX10-L']);
    expect(left[0]?.id).toBe(before?.id);
    expect(await db.select().from(variantPrices)).toHaveLength(1);
    const [unit] = await db.select().from(products).where(eq(products.id, 'fx-10'));
    expect(unit).toMatchObject({
      name: { en: 'Fixture Unit 10 Mk II' },
      hasSpareParts: false,
      hasFilters: false,
    });
  });

  it('moves a variant to another product, keeping its id and replacing its prices', async () => {
    const db = database.db;
    const file = path.join(dir, 'products/spares.json');
    const records = JSON.parse(readFileSync(file, 'utf8'));
    records[0].variants[0].prices = { INT: { currency: 'EUR', net: '80.00', taxRate: 0 } };
    writeFileSync(file, JSON.stringify(records));
    await importCatalog({ db, storage: storage(), dir });
    const [before] = await db.select().from(variants).where(eq(variants.code, 'SP1-A'));
    const moved = records[0].variants[0];
    moved.prices = { INT: { currency: 'EUR', net: '99.00', taxRate: 0 } };
    records[0].variants = [];
    records.push({
      id: 'sp-3',
      category: 'units',
      slug: 'spare-motor-2',
      kind: 'spare-part',
      name: 'Spare motor 2',
      attributeNames: ['Fits'],
      variants: [moved],
    });
    writeFileSync(file, JSON.stringify(records));

    const report = await importCatalog({ db, storage: storage(), dir });
    expect(report.products).toMatchObject({ created: 1, updated: 1 });
    const [after] = await db.select().from(variants).where(eq(variants.code, 'SP1-A'));
    expect(after).toMatchObject({ id: before?.id, productId: 'sp-3' });
    const prices = await db
      .select()
      .from(variantPrices)
      .where(eq(variantPrices.variantId, after?.id as number));
    expect(prices.map((p) => [p.marketId, p.netAmount])).toEqual([['INT', '99.00']]);
  });
});
