import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { submittedOrderSchema } from '@airshop/domain/commerce/checkout-order';
import { ORDER_NUMBER_PATTERN } from '@airshop/domain/commerce/order-limits';
import { type Order, orderSchema } from '@airshop/domain/commerce/orders';
import { formatPrice } from '@airshop/domain/commerce/product-price';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { startMailWorker } from '../mail/index.ts';
import { buyableCodes, checkoutCalls, insertAddress } from './checkout-test-kit.ts';
import { readMailParts } from './mail-parts.ts';

/*
 * POST Carts/{id}/Order/Submit (issue 16 point 2, ADR 0063): the order stored once with its snapshot, number,
 * status, promotion uses, ERP export and mails, the cart emptied; replays, another body and a missing key; and
 * each refusal when the cart is not what the page showed, with nothing stored.
 */

const t = useTestApp();
const { send, prepare, submit, checkout } = checkoutCalls(t);
let codes: string[] = [];
const mailDir = mkdtempSync(path.join(os.tmpdir(), 'airshop-order-mail-'));
afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

/** A new buyer of a new company with one shipping address. */
async function newBuyer() {
  const account = await insertTestAccount(t.database.db);
  const addressId = await insertAddress(t.database.db, account.companyId, {
    editable: false,
    type: 'Shipping',
  });
  return { ...account, addressId, cookie: await signInCookie(t.app, account.email) };
}

async function ordersOf(companyId: string) {
  return queryRows<{
    id: string;
    number: string;
    snapshot: unknown;
    status: string;
    total_net: string;
    locale: string;
  }>(
    t.database.db,
    sql`select id, number, snapshot, status, total_net::text as total_net, locale from orders
      where company_id = ${companyId} order by placed_at`,
  );
}

beforeAll(async () => {
  (await loadTestCatalog(t.database.db)).dispose();
  codes = await buyableCodes(t.database.db, 'SE', 3);
});

describe('a submit that matches the page', () => {
  let buyer: Awaited<ReturnType<typeof newBuyer>>;
  let shown: CartCheckout;
  const key = crypto.randomUUID();
  let first: ReturnType<typeof submittedOrderSchema.parse>;

  it('stores the order once, with its number, snapshot, status, export and mails, and empties the cart', async () => {
    buyer = await newBuyer();
    shown = await prepare(buyer.cookie, codes, buyer.addressId);
    expect(shown.Items).toHaveLength(3);
    const response = await submit(buyer.cookie, shown, key, { 'x-lang': 'sv' });
    expect(response.statusCode, response.body).toBe(201);
    first = submittedOrderSchema.parse(response.json());
    expect(first.OrderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(first.OrderNumber).toMatch(new RegExp(`^AS-${new Date().getUTCFullYear()}-\\d{6,}$`));
    expect(first).toMatchObject({
      OrderReference: 'PO-4711',
      RedirectUrl: `/sv/orders/${first.OrderNumber}?placed=1`,
    });

    const [order, ...more] = await ordersOf(buyer.companyId);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ number: first.OrderNumber, status: 'received', locale: 'sv' });
    expect(Number(order?.total_net)).toBe(shown.Total?.TotalNet);
    // The snapshot reads back through the domain's schema, with the figures the page showed.
    const snapshot = orderSchema.parse({
      ...(order?.snapshot as object),
      Status: 'received',
      StatusHistory: [],
    }) as Order;
    expect(snapshot).toMatchObject({
      Number: first.OrderNumber,
      Kind: 'order',
      OrderReference: 'PO-4711',
      Comment: 'Deliver to gate 2, please.',
      MarketId: 'SE',
      Currency: 'SEK',
      ShippingAddress: { Name: 'Warehouse', City: 'Solna', CountryCode: 'SE' },
      Company: { CustomerNumber: expect.any(String) },
    });
    expect(snapshot.Total?.TotalNet).toBe(shown.Total?.TotalNet);
    expect(snapshot.Total?.TotalTaxIncluded).toBe(shown.Total?.TotalTaxIncluded);
    expect(
      snapshot.Deliveries.map((d) => [d.ShipmentNo, d.DeliveryDate, d.Items.map((i) => i.Code)]),
    ).toEqual(
      shown.Deliveries.map((d) => [
        d.ShipmentNo,
        d.DeliveryDate,
        shown.Items.filter((i) => i.ShipmentNo === d.ShipmentNo).map((i) => i.Code),
      ]),
    );
    for (const line of snapshot.Deliveries.flatMap((d) => d.Items)) {
      const item = shown.Items.find((i) => i.Code === line.Code && i.Quantity === line.Quantity);
      expect(line.DiscountedPrice).toBe(item?.DiscountedPrice?.Amount);
      expect(line.LineTotal).toBe(item?.LineTotal?.Amount);
      expect(line.TaxRate).toBeGreaterThan(0);
    }

    const [events, exports, mails] = await Promise.all([
      queryRows<{ status: string }>(
        t.database.db,
        sql`select status from order_status_events where order_id = ${order?.id}`,
      ),
      queryRows<{ status: string }>(
        t.database.db,
        sql`select status from order_exports where order_id = ${order?.id}`,
      ),
      queryRows<{ recipients: string[]; subject: string }>(
        t.database.db,
        sql`select recipients, subject from mail_outbox where subject like ${`%${first.OrderNumber}%`} order by subject`,
      ),
    ]);
    expect(events.map((e) => e.status)).toEqual(['received']);
    expect(exports.map((e) => e.status)).toEqual(['pending']);
    expect(mails.map((m) => m.recipients)).toEqual(
      expect.arrayContaining([[buyer.email], ['orders@airshop.example']]),
    );
    expect(mails.find((m) => m.recipients[0] === buyer.email)?.subject).toBe(
      `Din order ${first.OrderNumber} har tagits emot`,
    );

    const after = await checkout(buyer.cookie);
    expect(after).toMatchObject({ Id: shown.Id, Items: [], Deliveries: [], PromotionCodes: [] });
    expect(after.Version).toBeGreaterThan(shown.Version);
    const order2 = await send(buyer.cookie, 'GET', 'Carts/Default/Order');
    expect(order2.json()).toMatchObject({ ShippingAddressId: null, OrderReference: null, Comment: null });
  });

  it('answers the same key with the first answer and stores nothing more', async () => {
    const again = await submit(buyer.cookie, shown, key, { 'x-lang': 'sv' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    expect(await ordersOf(buyer.companyId)).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and a second submit of the emptied cart (409 emptyCart)', async () => {
    const other = await send(
      buyer.cookie,
      'POST',
      'Carts/Default/Order/Submit',
      { Version: shown.Version, TotalNet: 1 },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const second = await submit(buyer.cookie, shown, crypto.randomUUID());
    expect(second.statusCode).toBe(409);
    expect(second.json().details.reason).toBe('emptyCart');
    expect(second.headers['x-custom-message']).toBe('emptyCart');
    expect(await ordersOf(buyer.companyId)).toHaveLength(1);
  });

  it('needs an Idempotency-Key header (400)', async () => {
    const response = await send(buyer.cookie, 'POST', 'Carts/Default/Order/Submit', {
      Version: 1,
      TotalNet: 1,
    });
    expect(response.statusCode).toBe(400);
  });

  it('mails the buyer a confirmation that a mail reader shows with every line and the totals', async () => {
    const worker = startMailWorker({
      database: t.database,
      config: { SMTP_URL: undefined, DATA_DIR: mailDir, MAIL_FROM: 'Airshop <no-reply@airshop.example>' },
      log: pino({ level: 'silent' }),
      pollIntervalMs: 0,
    });
    try {
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(2);
    } finally {
      await worker.stop();
    }
    const files = readdirSync(path.join(mailDir, 'outbox')).map((name) =>
      readMailParts(readFileSync(path.join(mailDir, 'outbox', name), 'utf8')),
    );
    const confirmation = files.find((mail) => mail.headers.get('to') === buyer.email);
    expect(confirmation).toBeDefined();
    const { text, html } = confirmation as { text: string; html: string };
    const money = (amount: number) => formatPrice(amount, 'SEK', 'sv-SE');
    for (const item of shown.Items) {
      expect(text).toContain(item.Code);
      expect(text).toContain(money(item.LineTotal?.Amount as number));
      expect(html).toContain(item.Code);
    }
    const total = shown.Total as NonNullable<CartCheckout['Total']>;
    for (const amount of [total.TotalNet, total.TotalTaxIncluded, total.ShippingFee]) {
      expect(text).toContain(money(amount));
      expect(html).toContain(money(amount));
    }
    expect(text).toContain('PO-4711');
    expect(text).toContain('> Deliver to gate 2, please.');
    expect(text).toContain(`${t.config.publicUrl}/sv/orders/${first.OrderNumber}`);
    expect(html).toContain(`href="${t.config.publicUrl}/sv/orders/${first.OrderNumber}"`);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="sv">/);
    const desk = files.find((mail) => mail.headers.get('to') === 'orders@airshop.example');
    expect(desk?.text).toContain(buyer.email);
  });
});

describe('a submit that no longer matches the page', () => {
  /** A refused submit: 409 with the reason in details and x-custom-message; no order, the cart as it was. */
  async function expectRefused(
    buyer: Awaited<ReturnType<typeof newBuyer>>,
    shown: CartCheckout,
    reason: string,
    body?: object,
  ) {
    const response = body
      ? await send(buyer.cookie, 'POST', 'Carts/Default/Order/Submit', body, {
          'idempotency-key': crypto.randomUUID(),
        })
      : await submit(buyer.cookie, shown, crypto.randomUUID());
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().details.reason).toBe(reason);
    expect(response.headers['x-custom-message']).toBe(reason);
    expect(await ordersOf(buyer.companyId)).toEqual([]);
    const now = await checkout(buyer.cookie);
    expect(now.Items.length).toBe(shown.Items.length);
    return now;
  }

  it('refuses a cart whose version moved on (cartChanged)', async () => {
    const buyer = await newBuyer();
    const shown = await prepare(buyer.cookie, codes, buyer.addressId);
    await expectRefused(buyer, shown, 'cartChanged', {
      Version: shown.Version - 1,
      TotalNet: shown.Total?.TotalNet,
    });
  });

  it('refuses a price that changed between the page and the submit (priceChanged), and stores nothing', async () => {
    const buyer = await newBuyer();
    const shown = await prepare(buyer.cookie, codes, buyer.addressId);
    await t.database.db.execute(sql`update variant_prices set net_amount = net_amount + 10
      where market_id = 'SE' and variant_id = (select id from variants where code = ${codes[1]})`);
    try {
      const now = await expectRefused(buyer, shown, 'priceChanged');
      expect(now.Version).toBe(shown.Version);
      // Asked again with what the page now shows, it goes through.
      expect((await submit(buyer.cookie, now, crypto.randomUUID())).statusCode).toBe(201);
    } finally {
      await t.database.db.execute(sql`update variant_prices set net_amount = net_amount - 10
        where market_id = 'SE' and variant_id = (select id from variants where code = ${codes[1]})`);
    }
  });

  it('refuses an order without a shipping address (noShippingAddress)', async () => {
    const buyer = await newBuyer();
    const shown = await prepare(buyer.cookie, codes, buyer.addressId);
    await t.database.db.execute(sql`delete from company_addresses where id = ${buyer.addressId}`);
    const now = await checkout(buyer.cookie);
    await expectRefused(buyer, now, 'noShippingAddress');
    expect(shown.Items).toHaveLength(3);
  });

  it('refuses a line that can no longer be ordered (lineNotOrderable)', async () => {
    const buyer = await newBuyer();
    const shown = await prepare(buyer.cookie, codes, buyer.addressId);
    await t.database.db.execute(sql`update variants set is_shoppable = false where code = ${codes[2]}`);
    try {
      await expectRefused(buyer, shown, 'lineNotOrderable');
    } finally {
      await t.database.db.execute(sql`update variants set is_shoppable = true where code = ${codes[2]}`);
    }
  });

  it('refuses a promotion code that stopped applying (promotionInvalid); a valid one is used by the order', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await t.database.db.execute(sql`insert into promotions (code, kind, percent, valid_from, valid_to) values
      ('CHECKOUT10', 'percentOffOrder', 10, null, null), ('GONE5', 'percentOffOrder', 5, null, null)`);
    await t.database.db.execute(sql`insert into promotion_markets (promotion_code, market_id, minimum_order)
      values ('CHECKOUT10', 'SE', null), ('GONE5', 'SE', null)`);
    const buyer = await newBuyer();
    await prepare(buyer.cookie, codes, buyer.addressId);
    const [cart] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from carts where user_id = ${buyer.userId}`,
    );
    await t.database.db.execute(sql`insert into cart_promotion_codes (cart_id, code) values
      (${cart?.id}, 'CHECKOUT10'), (${cart?.id}, 'GONE5')`);
    const shown = await checkout(buyer.cookie);
    expect(shown.Total?.Promotions.map((p) => p.Code)).toEqual(['CHECKOUT10', 'GONE5']);
    await t.database.db.execute(
      sql`update promotions set valid_to = (${today}::date - 1) where code = 'GONE5'`,
    );
    const refused = await send(
      buyer.cookie,
      'POST',
      'Carts/Default/Order/Submit',
      { Version: shown.Version, TotalNet: shown.Total?.TotalNet },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ reason: 'promotionInvalid', codes: ['GONE5'] });
    expect(await ordersOf(buyer.companyId)).toEqual([]);

    await t.database.db.execute(sql`delete from cart_promotion_codes where code = 'GONE5'`);
    const now = await checkout(buyer.cookie);
    const placed = await submit(buyer.cookie, now, crypto.randomUUID());
    expect(placed.statusCode).toBe(201);
    const [order] = await ordersOf(buyer.companyId);
    expect((order?.snapshot as Order | undefined)?.PromotionCodes).toEqual(['CHECKOUT10']);
    const uses = await queryRows<{ code: string; ref: string }>(
      t.database.db,
      sql`select promotion_code as code, order_reference as ref from promotion_uses where company_id = ${buyer.companyId}`,
    );
    expect(uses).toEqual([{ code: 'CHECKOUT10', ref: order?.number }]);
  });
});
