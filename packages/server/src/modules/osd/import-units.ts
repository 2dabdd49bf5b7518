import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { normalizeSerialNumber } from '@airshop/domain/osd/serial-number';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { markets, unitDocuments, unitOrders, units } from '../../db/schema.ts';
import {
  type Counts,
  chunks,
  firstExisting,
  hashOf,
  type ImportedFile,
  type ImportProblem,
  image,
  type Located,
  RecordCheck,
  readRecords,
  text,
  upsertByHash,
} from '../catalog-import/index.ts';

/*
 * The sold units and their orders of the import folder (docs/catalog-import-format.md "units", ADR 0073):
 * unit-orders.json(l) first, then units.json(l) and units/*.jsonl. Upserted by key and import hash like every
 * record, so running the import again on the same folder writes nothing; a unit's documents are replaced whole
 * when its record changed.
 */

const isoDate = z.iso.date();

export const unitOrderRecord = z.strictObject({
  orderNo: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/, 'must be 1-40 letters, digits and -'),
  orderDate: isoDate,
  /** The buying company's customer number (companies.customer_number), if it is a customer of the shop. */
  customerNumber: z.string().min(1).max(40).optional(),
  /** The market the unit was sold into: its requests go to that market's sales mailbox. */
  market: z.string().min(2).max(3).optional(),
});

export const unitRecord = z.strictObject({
  id: z.uuid(),
  serialNumber: z.string().min(1).max(60),
  /** The variant code of the catalogue the unit is. */
  variant: z.string().min(1).max(100),
  manufactureDate: isoDate,
  order: z.string().min(1).max(40).optional(),
  images: z.array(image).max(20).default([]),
  documents: z
    .array(
      z.strictObject({
        id: z.uuid(),
        kind: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, 'must be a lower-case kind such as test-protocol'),
        name: text,
        file: z.string().min(1),
      }),
    )
    .max(50)
    .default([]),
});
type UnitRecord = z.output<typeof unitRecord>;

export interface UnitCounts {
  orders: Counts;
  units: Counts;
}

type UnitRow = typeof units.$inferInsert & { id: string; importHash: string };
type DocumentRow = typeof unitDocuments.$inferInsert;

export async function importUnits(
  db: Db,
  dir: string,
  files: Map<string, ImportedFile>,
  problems: ImportProblem[],
  counts: UnitCounts,
): Promise<void> {
  const ordersFile = firstExisting(dir, ['unit-orders.json', 'unit-orders.jsonl']);
  const marketIds = new Set((await db.select({ id: markets.id }).from(markets)).map((m) => m.id));
  const orderRows: (typeof unitOrders.$inferInsert & { importHash: string })[] = [];
  if (ordersFile) {
    counts.orders.rejected += await readRecords(dir, ordersFile, unitOrderRecord, problems, (at) => {
      const value = at.value;
      if (value.market && !marketIds.has(value.market)) {
        problems.push({
          file: at.file,
          path: `${at.path}.market`,
          message: `unknown market ${value.market}`,
        });
        counts.orders.rejected++;
        return;
      }
      const row = {
        orderNo: value.orderNo,
        orderDate: value.orderDate,
        customerNumber: value.customerNumber ?? null,
        marketId: value.market ?? null,
      };
      orderRows.push({ ...row, importHash: hashOf(row) });
    });
    await upsertByHash(db, unitOrders, unitOrders.orderNo, (r) => r.orderNo, orderRows, counts.orders);
  }

  const records: Located<UnitRecord>[] = [];
  const unitFiles = [firstExisting(dir, ['units.jsonl', 'units.json'])].filter(
    (f): f is string => f !== undefined,
  );
  const entries = await readdir(path.join(dir, 'units')).catch(() => [] as string[]);
  for (const name of entries.sort()) if (/\.jsonl?$/.test(name)) unitFiles.push(`units/${name}`);
  for (const file of unitFiles) {
    counts.units.rejected += await readRecords(dir, file, unitRecord, problems, (r) => records.push(r));
  }
  if (records.length === 0) return;

  const knownOrders = new Set(orderRows.map((o) => o.orderNo));
  const wantedOrders = [...new Set(records.flatMap((r) => (r.value.order ? [r.value.order] : [])))];
  for (const batch of chunks(
    wantedOrders.filter((o) => !knownOrders.has(o)),
    1000,
  )) {
    const found = await db
      .select({ orderNo: unitOrders.orderNo })
      .from(unitOrders)
      .where(inArray(unitOrders.orderNo, batch));
    for (const o of found) knownOrders.add(o.orderNo);
  }

  const seenSerials = new Map<string, string>();
  const rows: UnitRow[] = [];
  const documentsOf = new Map<string, DocumentRow[]>();
  for (const at of records) {
    const record = at.value;
    const check = new RecordCheck(at, files);
    const serial = normalizeSerialNumber(record.serialNumber);
    if (!serial)
      check.fail('.serialNumber', 'must be 4-30 letters and digits (spaces and dashes are dropped)');
    else if (seenSerials.has(serial) && seenSerials.get(serial) !== record.id) {
      check.fail('.serialNumber', `serial ${serial} is in the folder twice`);
    }
    if (record.order && !knownOrders.has(record.order)) check.fail('.order', `unknown order ${record.order}`);
    const images = check.images(record.images, '.images');
    const documents: DocumentRow[] = [];
    record.documents.forEach((doc, i) => {
      const file = check.file(doc.file, `.documents[${i}].file`);
      if (!file) return;
      documents.push({
        id: doc.id,
        unitId: record.id,
        kind: doc.kind,
        name: doc.name,
        fileKey: file.key,
        fileName: path.posix.basename(doc.file),
        fileSize: file.size,
        contentType: file.contentType,
        sortOrder: i,
      });
    });
    if (!check.ok || !serial) {
      problems.push(...check.problems);
      counts.units.rejected++;
      continue;
    }
    seenSerials.set(serial, record.id);
    const row = {
      id: record.id,
      serialNumber: serial,
      variantCode: record.variant,
      manufactureDate: record.manufactureDate,
      orderNo: record.order ?? null,
      images,
    };
    rows.push({ ...row, importHash: hashOf(row, documents) });
    documentsOf.set(record.id, documents);
  }
  // A serial that moved to another unit id (a re-issued record) frees its old row first.
  const written = await upsertUnits(db, rows, counts.units);
  for (const batch of chunks([...written], 500)) {
    await db.delete(unitDocuments).where(inArray(unitDocuments.unitId, batch));
    const docs = batch.flatMap((id) => documentsOf.get(id) ?? []);
    if (docs.length > 0) await db.insert(unitDocuments).values(docs);
  }
}

async function upsertUnits(db: Db, rows: UnitRow[], counts: Counts): Promise<Set<string>> {
  const existing = new Map<string, string>();
  for (const batch of chunks(
    rows.map((r) => r.serialNumber),
    1000,
  )) {
    const found = await db
      .select({ id: units.id, serial: units.serialNumber })
      .from(units)
      .where(inArray(units.serialNumber, batch));
    for (const u of found) existing.set(u.serial, u.id);
  }
  const moved = rows.filter((r) => {
    const id = existing.get(r.serialNumber);
    return id !== undefined && id !== r.id;
  });
  if (moved.length > 0) {
    await db.delete(units).where(
      inArray(
        units.serialNumber,
        moved.map((r) => r.serialNumber),
      ),
    );
  }
  return upsertByHash(db, units, units.id, (r) => r.id, rows, counts);
}
