import { createHmac } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { orderExportSchema } from '@airshop/domain/commerce/order-export';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderExports, orders } from '../../../db/schema/orders.ts';
import { insertTestOrder } from '../../../testing/order-fixtures.ts';
import { createTestDatabase } from '../../../testing/test-database.ts';
import { enqueueOrderExport, ORDER_EXPORT_CHANNEL } from './enqueue-export.ts';
import { MAX_EXPORT_ATTEMPTS, type OrderExportWorker, startOrderExportWorker } from './export-worker.ts';

/*
 * The ERP hand-off (issue 16 point 8, ADR 0064): a receiver that is down, then up, gets the order once with a
 * signature that verifies; without a receiver the order lands as a file; two workers never deliver a row twice.
 */

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const log = pino({ level: 'silent' });
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir = '';
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'airshop-export-'));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await database.db.delete(orders);
});
afterAll(async () => {
  await database?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Received {
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A receiver on a free local port answering `status()` to every post, keeping what it was sent. */
async function receiver(status: () => number): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const code = status();
      if (code < 300)
        received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      response.writeHead(code).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/orders`, received };
}

function worker(url?: string, batchSize = 10): OrderExportWorker {
  const started = startOrderExportWorker({
    database,
    config: { DATA_DIR: dataDir, ORDER_WEBHOOK_URL: url, ORDER_WEBHOOK_SECRET: url ? SECRET : undefined },
    log,
    pollIntervalMs: 0,
    batchSize,
  });
  cleanups.push(() => started.stop());
  return started;
}

const exportOf = async (orderId: string) =>
  (await database.db.select().from(orderExports).where(eq(orderExports.orderId, orderId)))[0];

/** Makes a waiting retry due now, as the clock would after its back-off. */
const dueNow = (orderId: string) =>
  database.db
    .update(orderExports)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(orderExports.orderId, orderId));

describe('the ERP hand-off to ORDER_WEBHOOK_URL', () => {
  it('keeps the order while the receiver answers 503 and delivers it once, signed, when it is back', async () => {
    let up = false;
    const erp = await receiver(() => (up ? 200 : 503));
    const order = await insertTestOrder(database.db, {
      companyId: null,
      userId: null,
      orderReference: 'PO-7',
    });
    const exporter = worker(erp.url);

    expect(await exporter.runOnce()).toBe(0);
    const waiting = await exportOf(order.id);
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Error: receiver answered 503',
    });
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a run before the back-off is over sends nothing.
    up = true;
    expect(await exporter.runOnce()).toBe(0);
    expect(erp.received).toHaveLength(0);

    await dueNow(order.id);
    expect(await exporter.runOnce()).toBe(1);
    expect(await exporter.runOnce()).toBe(0);
    expect(erp.received).toHaveLength(1);
    expect(await exportOf(order.id)).toMatchObject({ status: 'delivered', attempts: 2, lastError: null });

    const [delivery] = erp.received;
    if (!delivery) throw new Error('nothing delivered');
    const expected = `sha256=${createHmac('sha256', SECRET).update(delivery.body).digest('hex')}`;
    expect(delivery.headers['x-airshop-signature']).toBe(expected);
    expect(Number(delivery.headers['x-airshop-timestamp'])).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(delivery.headers['x-airshop-delivery']).toBe(order.number);
    expect(delivery.headers['content-type']).toBe('application/json; charset=utf-8');
    const document = orderExportSchema.parse(JSON.parse(delivery.body));
    expect(document.Order).toMatchObject({
      Number: order.number,
      Status: 'received',
      OrderReference: 'PO-7',
    });
  });

  it('gives up at once on a receiver that refuses the document (4xx), and after the last attempt otherwise', async () => {
    const erp = await receiver(() => 422);
    const refused = await insertTestOrder(database.db, { companyId: null, userId: null });
    await worker(erp.url).runOnce();
    expect(await exportOf(refused.id)).toMatchObject({ status: 'failed', attempts: 1 });

    const down = await receiver(() => 500);
    const last = await insertTestOrder(database.db, { companyId: null, userId: null });
    await database.db
      .update(orderExports)
      .set({ attempts: MAX_EXPORT_ATTEMPTS - 1 })
      .where(eq(orderExports.orderId, last.id));
    await worker(down.url).runOnce();
    expect(await exportOf(last.id)).toMatchObject({ status: 'failed', attempts: MAX_EXPORT_ATTEMPTS });
  });

  it('delivers each order once when two workers drain at the same time', async () => {
    const erp = await receiver(() => 200);
    const placed = [];
    for (let i = 0; i < 12; i += 1)
      placed.push(await insertTestOrder(database.db, { companyId: null, userId: null }));
    const [a, b] = [worker(erp.url, 3), worker(erp.url, 3)];
    const counts = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(12);
    const numbers = erp.received.map((r) => orderExportSchema.parse(JSON.parse(r.body)).Order.Number);
    expect(numbers.sort()).toEqual(placed.map((p) => p.number).sort());
  });
});

describe('the ERP hand-off without a receiver', () => {
  it('writes DATA_DIR/orders-out/<number>.json whole, and nothing else', async () => {
    const order = await insertTestOrder(database.db, { companyId: null, userId: null });
    expect(await worker().runOnce()).toBe(1);
    const folder = path.join(dataDir, 'orders-out');
    expect(readdirSync(folder)).toEqual([`${order.number}.json`]);
    const document = orderExportSchema.parse(
      JSON.parse(readFileSync(path.join(folder, `${order.number}.json`), 'utf8')),
    );
    expect(document.Order.Number).toBe(order.number);
    expect(await exportOf(order.id)).toMatchObject({ status: 'delivered' });
  });
});

describe('waking the worker', () => {
  it('notifies the listeners when the transaction that enqueued an export commits', async () => {
    const order = await insertTestOrder(database.db, { companyId: null, userId: null, withoutExport: true });
    let woken = 0;
    let resolveWoken: () => void = () => {};
    const wokenOnce = new Promise<void>((resolve) => {
      resolveWoken = resolve;
    });
    const listening = await database.listen(ORDER_EXPORT_CHANNEL, {
      onNotify: () => {
        woken += 1;
        resolveWoken();
      },
    });
    cleanups.push(() => listening.close());
    await database.db.transaction(async (tx) => enqueueOrderExport(tx, order.id));
    await wokenOnce;
    expect(woken).toBeGreaterThanOrEqual(1);
    expect(await exportOf(order.id)).toMatchObject({ status: 'pending' });
  });
});
