import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  categories,
  markets,
  promotionMarkets,
  promotions,
  promotionTargets,
  variants,
} from '../../db/schema.ts';
import {
  type Counts,
  chunks,
  firstExisting,
  hashOf,
  type ImportProblem,
  type Located,
  readRecords,
} from '../catalog-import/index.ts';
import { type PromotionRecord, promotionRecord } from './promotion-record.ts';

/*
 * promotions.json(l) of the import folder, read after the products so that the categories and variant codes a
 * code names can be checked. A code is upserted whole (its markets and targets with it) when its record
 * changed; codes absent from the folder stay, like every record of the import. Running it again changes nothing.
 */

export async function importPromotions(
  db: Db,
  dir: string,
  problems: ImportProblem[],
  counts: Counts,
): Promise<void> {
  const file = firstExisting(dir, ['promotions.json', 'promotions.jsonl']);
  if (!file) return;
  const records: Located<PromotionRecord>[] = [];
  counts.rejected += await readRecords(dir, file, promotionRecord, problems, (r) => records.push(r));
  if (records.length === 0) return;

  const knownMarkets = new Set((await db.select({ id: markets.id }).from(markets)).map((m) => m.id));
  const wantedCategories = [...new Set(records.flatMap((r) => r.value.categories))];
  const knownCategories = new Set<string>();
  for (const batch of chunks(wantedCategories, 1000)) {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, batch));
    for (const c of found) knownCategories.add(c.id);
  }
  const wantedCodes = [...new Set(records.flatMap((r) => r.value.variantCodes))];
  const knownCodes = new Set<string>();
  for (const batch of chunks(wantedCodes, 1000)) {
    const found = await db
      .select({ code: variants.code })
      .from(variants)
      .where(inArray(variants.code, batch));
    for (const v of found) knownCodes.add(v.code);
  }

  const seen = new Set<string>();
  const good: { record: PromotionRecord; hash: string }[] = [];
  for (const at of records) {
    const record = at.value;
    const bad: ImportProblem[] = [];
    const fail = (path: string, message: string) =>
      bad.push({ file: at.file, path: `${at.path}${path}`, message });
    if (seen.has(record.code)) fail('.code', `code ${record.code} is in the folder twice`);
    for (const market of Object.keys(record.markets)) {
      if (!knownMarkets.has(market)) fail(`.markets.${market}`, `unknown market ${market}`);
    }
    record.categories.forEach((id, i) => {
      if (!knownCategories.has(id)) fail(`.categories[${i}]`, `no category ${id}`);
    });
    record.variantCodes.forEach((code, i) => {
      if (!knownCodes.has(code)) fail(`.variantCodes[${i}]`, `no variant ${code}`);
    });
    if (bad.length > 0) {
      problems.push(...bad);
      counts.rejected++;
      continue;
    }
    seen.add(record.code);
    good.push({ record, hash: hashOf(record) });
  }

  const stored = new Map<string, string | null>();
  for (const batch of chunks(
    good.map((g) => g.record.code),
    1000,
  )) {
    const rows = await db
      .select({ code: promotions.code, hash: promotions.importHash })
      .from(promotions)
      .where(inArray(promotions.code, batch));
    for (const row of rows) stored.set(row.code, row.hash);
  }
  for (const { record, hash } of good) {
    if (!stored.has(record.code)) counts.created++;
    else if (stored.get(record.code) === hash) {
      counts.unchanged++;
      continue;
    } else counts.updated++;
    await writePromotion(db, record, hash);
  }
}

/** One code with its markets and targets, in one transaction: a cart never sees half a code. */
async function writePromotion(db: Db, record: PromotionRecord, hash: string): Promise<void> {
  const row = {
    code: record.code,
    kind: record.kind,
    percent: record.percent === undefined ? null : String(record.percent),
    validFrom: record.validFrom ?? null,
    validTo: record.validTo ?? null,
    usesPerCompany: record.usesPerCompany ?? null,
    importHash: hash,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(promotions)
      .values(row)
      .onConflictDoUpdate({ target: promotions.code, set: { ...row, updatedAt: new Date() } });
    await tx.delete(promotionMarkets).where(eq(promotionMarkets.promotionCode, record.code));
    await tx.delete(promotionTargets).where(eq(promotionTargets.promotionCode, record.code));
    await tx.insert(promotionMarkets).values(
      Object.entries(record.markets).map(([marketId, terms]) => ({
        promotionCode: record.code,
        marketId,
        amount: terms.amount ?? null,
        minimumOrder: terms.minimumOrder ?? null,
      })),
    );
    const targets = [
      ...record.categories.map((target) => ({ targetType: 'category' as const, target })),
      ...record.variantCodes.map((target) => ({ targetType: 'variant' as const, target })),
    ];
    if (targets.length > 0) {
      await tx
        .insert(promotionTargets)
        .values(targets.map((t) => ({ promotionCode: record.code, ...t })))
        .onConflictDoNothing();
    }
  });
}
