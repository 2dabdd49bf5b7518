import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSystemStorage } from '../../platform/storage.ts';
import { generateDemoCatalog } from '../../seed/demo-catalog/generate.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { importCatalog } from '../catalog-import/index.ts';
import { loadPromotions } from './queries.ts';

/* promotions.json of the import folder (docs/catalog-import-format.md): the demo codes, bad records, re-runs. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let work: string;
let dir: string;
const run = () =>
  importCatalog({ db: database.db, storage: fileSystemStorage(path.join(work, 'files-store')), dir });
const promotionsFile = () => path.join(dir, 'promotions.json');
const readCodes = () => JSON.parse(readFileSync(promotionsFile(), 'utf8')) as Record<string, unknown>[];

beforeAll(async () => {
  database = await createTestDatabase();
  work = mkdtempSync(path.join(os.tmpdir(), 'airshop-promotions-'));
  dir = path.join(work, 'folder');
  await generateDemoCatalog({ products: 12, outDir: dir, today: '2026-01-15' });
});
afterAll(async () => {
  await database?.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('promotion import', () => {
  it('loads the demo codes with their markets, amounts and targets, and changes nothing on a second run', async () => {
    const first = await run();
    expect(first.problems).toEqual([]);
    expect(first.promotions).toEqual({ created: 6, updated: 0, unchanged: 0, rejected: 0 });
    const codes = await loadPromotions(database.db, [
      'WELCOME10',
      'FILTERS15',
      'FREESHIP',
      'SAVE50',
      'EXPIRED2025',
      'SPRING5',
    ]);
    expect(codes.get('WELCOME10')).toMatchObject({
      kind: 'percentOffOrder',
      percent: 10,
      validFrom: '2025-12-16',
      validTo: '2027-01-15',
      usesPerCompany: 1,
    });
    expect(Object.keys(codes.get('WELCOME10')?.markets ?? {})).toHaveLength(14);
    expect(codes.get('FILTERS15')).toMatchObject({ kind: 'percentOffLines', categoryIds: ['filters'] });
    expect(codes.get('SAVE50')?.markets.SE).toEqual({ amountCents: 50_000, minimumCents: 500_000 });
    expect(codes.get('SAVE50')?.markets.DE).toEqual({ amountCents: 5_000, minimumCents: 50_000 });
    expect(codes.get('FREESHIP')?.markets.FI).toEqual({ amountCents: null, minimumCents: 25_000 });
    expect(codes.get('EXPIRED2025')?.validTo).toBe('2025-12-31');

    const second = await run();
    expect(second.promotions).toEqual({ created: 0, updated: 0, unchanged: 6, rejected: 0 });
  });

  it('updates a changed code whole, markets included, and reports bad records by file and path', async () => {
    const records = readCodes();
    const save50 = records.find((r) => r.code === 'SAVE50') as Record<string, unknown>;
    save50.markets = { SE: { amount: '100.00', minimumOrder: '900' } };
    records.push(
      { code: 'nope!', kind: 'percentOffOrder', percent: 5, markets: { SE: {} } },
      { code: 'NOPERCENT', kind: 'percentOffOrder', markets: { SE: {} } },
      { code: 'NOAMOUNT', kind: 'amountOffOrder', markets: { SE: {} } },
      { code: 'NOTARGET', kind: 'percentOffLines', percent: 5, markets: { SE: {} } },
      {
        code: 'BADTARGET',
        kind: 'percentOffLines',
        percent: 5,
        markets: { SE: {} },
        categories: ['no-such'],
      },
      { code: 'BADMARKET', kind: 'freeShipping', markets: { XX: {} } },
      {
        code: 'BACKWARDS',
        kind: 'freeShipping',
        markets: { SE: {} },
        validFrom: '2026-02-01',
        validTo: '2026-01-01',
      },
      { code: 'welcome10', kind: 'freeShipping', markets: { SE: {} } },
    );
    writeFileSync(promotionsFile(), JSON.stringify(records));
    const report = await run();
    expect(report.promotions).toEqual({ created: 0, updated: 1, unchanged: 5, rejected: 8 });
    const paths = report.problems
      .filter((p) => p.file === 'promotions.json')
      .map((p) => `${p.path} ${p.message}`);
    expect(paths).toEqual([
      expect.stringMatching(/^\$\[6\]\.code must be letters/),
      expect.stringMatching(/^\$\[7\]\.percent a percentOffOrder code needs a percent/),
      expect.stringMatching(/^\$\[8\]\.markets\.SE\.amount needs an amount/),
      expect.stringMatching(/^\$\[9\]\.categories a percentOffLines code needs/),
      expect.stringMatching(/^\$\[12\]\.validTo must not be before validFrom/),
      // Then the references, checked once every record has passed its schema.
      expect.stringMatching(/^\$\[10\]\.categories\[0\] no category no-such/),
      expect.stringMatching(/^\$\[11\]\.markets\.XX unknown market XX/),
      expect.stringMatching(/^\$\[13\]\.code code WELCOME10 is in the folder twice/),
    ]);
    const [save] = (await loadPromotions(database.db, ['SAVE50'])).values();
    expect(save?.markets).toEqual({ SE: { amountCents: 10_000, minimumCents: 90_000 } });
  });
});
