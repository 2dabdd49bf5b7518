import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentItems, contentTexts, products } from '../../db/schema.ts';
import { plainTextOf } from '../../platform/rich-text.ts';
import type { ImportedFile } from '../catalog-import/index.ts';
import {
  bulkInsert,
  type Counts,
  chunks,
  firstExisting,
  hashOf,
  type ImportProblem,
  type LinkCounts,
  type Located,
  RecordCheck,
  readRecords,
  upsertByHash,
} from '../catalog-import/index.ts';
import { type ContentRecord, contentRecord } from './content-record.ts';
import { sanitizeContentHtml } from './rich-text.ts';

/*
 * Content records are imported after the products, so their related products can be checked. An item is
 * upserted by id like every record; its texts are replaced whole when the item changed. Running the import again
 * on the same folder writes nothing.
 */

type ItemRow = typeof contentItems.$inferInsert & { id: string; importHash: string };
type TextRow = typeof contentTexts.$inferInsert;

/** content.json(l) and every .json/.jsonl file in content/, in name order. */
async function contentFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const top = firstExisting(dir, ['content.jsonl', 'content.json']);
  if (top) out.push(top);
  const entries = await readdir(path.join(dir, 'content')).catch(() => [] as string[]);
  for (const name of entries.sort()) if (/\.jsonl?$/.test(name)) out.push(`content/${name}`);
  return out;
}

export async function importContent(
  db: Db,
  dir: string,
  files: Map<string, ImportedFile>,
  problems: ImportProblem[],
  counts: Counts,
  links: LinkCounts,
): Promise<void> {
  const records: Located<ContentRecord>[] = [];
  for (const file of await contentFiles(dir)) {
    counts.rejected += await readRecords(dir, file, contentRecord, problems, (r) => records.push(r));
  }
  if (records.length === 0) return;

  const wantedProducts = [...new Set(records.flatMap((r) => r.value.related))];
  const knownProducts = new Set<string>();
  for (const batch of chunks(wantedProducts, 1000)) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, batch));
    for (const p of found) knownProducts.add(p.id);
  }
  // A route belongs to one item per kind: in the database, and in this folder.
  const routeOwner = new Map(
    (
      await db
        .select({ id: contentItems.id, kind: contentItems.kind, route: contentItems.route })
        .from(contentItems)
    ).map((r) => [`${r.kind}/${r.route}`, r.id]),
  );
  const seenIds = new Set<string>();

  const items: ItemRow[] = [];
  const textsOf = new Map<string, TextRow[]>();
  for (const at of records) {
    const record = at.value;
    const check = new RecordCheck(at, files);
    if (seenIds.has(record.id)) check.fail('.id', `id ${record.id} is in the folder twice`);
    const routeKey = `${record.kind}/${record.route}`;
    const owner = routeOwner.get(routeKey);
    if (owner !== undefined && owner !== record.id) {
      check.fail('.route', `route ${record.route} is already the ${record.kind} ${owner}'s`);
    }
    const img = check.image(record.image, '.image');
    if (!check.ok) {
      problems.push(...check.problems);
      counts.rejected++;
      continue;
    }
    seenIds.add(record.id);
    routeOwner.set(routeKey, record.id);
    const related: string[] = [];
    record.related.forEach((productId, i) => {
      if (knownProducts.has(productId)) related.push(productId);
      else {
        problems.push({
          file: at.file,
          path: `${at.path}.related[${i}]`,
          message: `no product ${productId}`,
        });
        links.unresolved++;
      }
    });
    const title: Record<string, string> = record.title;
    const summary: Record<string, string> = record.summary;
    const body: Record<string, string> = record.body;
    const texts: TextRow[] = Object.keys(title).map((locale) => {
      const bodyHtml = sanitizeContentHtml(body[locale] as string);
      return {
        itemId: record.id,
        locale,
        title: (title[locale] as string).trim(),
        summary: (summary[locale] as string).trim(),
        bodyHtml,
        bodyText: plainTextOf(bodyHtml),
      };
    });
    const row = {
      id: record.id,
      kind: record.kind,
      pageType: record.pageType ?? null,
      route: record.route,
      image: img ?? null,
      publishedAt: record.publishedAt,
      relatedProductIds: related,
      sortOrder: record.sort,
    };
    items.push({ ...row, importHash: hashOf(row, texts) });
    textsOf.set(record.id, texts);
  }

  // Items and their texts change together: a reader never sees an item without its texts.
  const now = new Date();
  await db.transaction(async (tx) => {
    const rows = items.map((item) => ({ ...item, updatedAt: now }));
    const written = [...(await upsertByHash(tx, contentItems, contentItems.id, (r) => r.id, rows, counts))];
    for (const batch of chunks(written, 1000)) {
      await tx.delete(contentTexts).where(inArray(contentTexts.itemId, batch));
    }
    const texts = written.flatMap((id) => textsOf.get(id) ?? []);
    for (const batch of chunks(texts, 500)) await bulkInsert(tx, contentTexts, batch);
  });
}
