import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { submittedOrderSchema } from '@airshop/domain/commerce/checkout-order';
import { ORDER_NUMBER_PATTERN } from '@airshop/domain/commerce/order-limits';
import { type Order, orderSchema } from '@airshop/domain/commerce/orders';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { setCookieValue } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { startMailWorker } from '../mail/index.ts';
import { salesTeamAddresses } from '../sales-contacts/index.ts';
import { buyableCodes } from './checkout-test-kit.ts';
import { readMailParts } from './mail-parts.ts';

/*
 * POST Carts/Default/Order/GuestSubmit (issue 16 point 3, ADR 0063): a guest's quote request — validated by the
 * shared schema, stored without prices, mailed to the guest and to the sales team of the guest's country (the
 * order desk when the country has none), idempotent in the guest's scope, limited per network.
 */

const t = useTestApp();
const URL = '/api/v1/Carts/Default/Order/GuestSubmit';
let codes: string[] = [];
let network = 0;
const mailDir = mkdtempSync(path.join(os.tmpdir(), 'airshop-quote-mail-'));
afterAll(() => rmSync(mailDir, { recursive: true, force: true }));

beforeAll(async () => {
  (await loadTestCatalog(t.database.db)).dispose();
  codes = await buyableCodes(t.database.db, 'SE', 2);
});

/** A new visitor's guest cart with two lines, in Swedish; answers its cookie and the cart's version. */
async function guestWithCart(): Promise<{ cookie: string; version: number }> {
  const headers = { origin: t.config.publicUrl, 'x-lang': 'sv' };
  const opened = await t.app.inject({ method: 'POST', url: '/api/v1/Carts/Default/Guest', headers });
  const cookie = `${GUEST_ID_COOKIE}=${setCookieValue(opened.headers, GUEST_ID_COOKIE)}`;
  for (const [i, code] of codes.entries()) {
    const added = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Carts/Default/Items',
      payload: { Code: code, Quantity: i + 2 },
      headers: { ...headers, cookie },
    });
    expect(added.statusCode).toBe(200);
  }
  const cart = await t.app.inject({ url: '/api/v1/Carts/Default/Checkout', headers: { ...headers, cookie } });
  return { cookie, version: cart.json().Version };
}

const request = (version: number, more: object = {}) => ({
  CompanyName: 'Fläkt & <Söner> AB',
  FirstName: 'Sara',
  LastName: 'Lind',
  Email: 'sara.lind@customer.example',
  Phone: '+46 70 123 4567',
  CountryCode: 'se',
  Line1: 'Storgatan 1',
  PostalCode: '111 22',
  City: 'Stockholm',
  OrderReference: 'RFQ-9',
  Comment: 'Two sites,\nsame week.',
  Version: version,
  ...more,
});

function send(cookie: string, body: object, { key = crypto.randomUUID(), ip = `10.9.${++network}.1` } = {}) {
  return t.app.inject({
    method: 'POST',
    url: URL,
    payload: body,
    remoteAddress: ip,
    headers: { origin: t.config.publicUrl, 'x-lang': 'sv', cookie, 'idempotency-key': key },
  });
}

describe('a guest’s quote request', () => {
  it('is stored without prices, mailed to the guest and the sales team, and empties the guest cart', async () => {
    const guest = await guestWithCart();
    const key = crypto.randomUUID();
    const response = await send(guest.cookie, request(guest.version), { key });
    expect(response.statusCode, response.body).toBe(201);
    const answer = submittedOrderSchema.parse(response.json());
    expect(answer.OrderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(answer.OrderNumber).toMatch(/^AS-Q-\d{4}-\d{6,}$/);
    expect(answer.RedirectUrl).toBe(`/sv/cart/quote-sent?number=${answer.OrderNumber}`);

    const [row] = await queryRows<{
      kind: string;
      company_id: string | null;
      total_net: string | null;
      snapshot: Order;
    }>(
      t.database.db,
      sql`select kind, company_id, total_net, snapshot from orders where number = ${answer.OrderNumber}`,
    );
    expect(row).toMatchObject({ kind: 'quoteRequest', company_id: null, total_net: null });
    const order = orderSchema.parse({ ...row?.snapshot, Status: 'received', StatusHistory: [] });
    expect(order).toMatchObject({
      Kind: 'quoteRequest',
      Total: null,
      PromotionCodes: [],
      Buyer: { Name: 'Sara Lind', Email: 'sara.lind@customer.example', Phone: '+46 70 123 4567' },
      Company: { Name: 'Fläkt & <Söner> AB', CustomerNumber: null },
      ShippingAddress: { Line1: 'Storgatan 1', CountryCode: 'SE' },
      OrderReference: 'RFQ-9',
    });
    const lines = order.Deliveries.flatMap((d) => d.Items);
    expect(lines.map((l) => [l.Code, l.Quantity])).toEqual(codes.map((code, i) => [code, i + 2]));
    for (const line of lines)
      expect([line.Price, line.DiscountedPrice, line.LineTotal, line.TaxRate]).toEqual([
        null,
        null,
        null,
        null,
      ]);
    const exports = await queryRows(
      t.database.db,
      sql`select 1 from order_exports e join orders o on o.id = e.order_id
      where o.number = ${answer.OrderNumber}`,
    );
    expect(exports).toEqual([]);

    const cart = await t.app.inject({
      url: '/api/v1/Carts/Default/Checkout',
      headers: { origin: t.config.publicUrl, cookie: guest.cookie },
    });
    expect(cart.json().Items).toEqual([]);

    // The same key again: the first answer, nothing more.
    const again = await send(guest.cookie, request(guest.version), { key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(answer);
    const other = await send(guest.cookie, request(guest.version, { City: 'Uppsala' }), { key });
    expect(other.statusCode).toBe(422);

    const salesTeam = await salesTeamAddresses(t.database.db, 'SE');
    expect(salesTeam.length).toBeGreaterThan(0);
    const worker = startMailWorker({
      database: t.database,
      config: { SMTP_URL: undefined, DATA_DIR: mailDir, MAIL_FROM: 'Airshop <no-reply@airshop.example>' },
      log: pino({ level: 'silent' }),
      pollIntervalMs: 0,
    });
    try {
      expect(await worker.runOnce()).toBe(2);
    } finally {
      await worker.stop();
    }
    const mails = readdirSync(path.join(mailDir, 'outbox')).map((name) =>
      readMailParts(readFileSync(path.join(mailDir, 'outbox', name), 'utf8')),
    );
    const copy = mails.find((m) => m.headers.get('to') === 'sara.lind@customer.example');
    const sales = mails.find((m) => m.headers.get('to') !== 'sara.lind@customer.example');
    expect(sales?.headers.get('to')).toBe(
      (salesTeam.length > 0 ? salesTeam : ['orders@airshop.example']).join(', '),
    );
    for (const mail of [copy, sales]) {
      for (const code of codes) expect(mail?.text).toContain(code);
      expect(mail?.text).not.toMatch(/SEK/);
      // What the guest typed is text in the HTML part, never markup.
      expect(mail?.html).toContain('Fläkt &amp; &lt;Söner&gt; AB');
      expect(mail?.html).not.toContain('<Söner>');
    }
    expect(sales?.text).toContain('+46 70 123 4567');
    expect(sales?.text).toContain('> Two sites,\n> same week.');
  });

  it('goes to the order desk when the guest’s country has no sales team of ours', async () => {
    const [free] = await queryRows<{ code: string }>(
      t.database.db,
      sql`select c.code from (values ('IS'), ('MT'), ('LU'), ('CY')) c(code)
        where not exists (select 1 from sales_contacts s where s.filters @> jsonb_build_object('Country', jsonb_build_array(c.code)))
        limit 1`,
    );
    const guest = await guestWithCart();
    const response = await send(guest.cookie, request(guest.version, { CountryCode: free?.code }));
    expect(response.statusCode).toBe(201);
    const [mail] = await queryRows<{ recipients: string[] }>(
      t.database.db,
      sql`select recipients from mail_outbox where subject like ${`%${response.json().OrderNumber}%`}
        and not (recipients @> array['sara.lind@customer.example'])`,
    );
    expect(mail?.recipients).toEqual(['orders@airshop.example']);
  });

  it('refuses what the shared schema refuses, and an empty or changed guest cart', async () => {
    const guest = await guestWithCart();
    for (const bad of [
      { Phone: 'call me' },
      { Email: 'not-an-address' },
      { CompanyName: ' ' },
      { CountryCode: 'Sweden' },
      { OrderReference: 'R'.repeat(36) },
      { Comment: 'C'.repeat(1001) },
      { PostalCode: '' },
    ]) {
      expect((await send(guest.cookie, request(guest.version, bad))).statusCode, JSON.stringify(bad)).toBe(
        400,
      );
    }
    const changed = await send(guest.cookie, request(guest.version - 1));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().details.reason).toBe('cartChanged');
    const noKey = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: request(guest.version),
      headers: { origin: t.config.publicUrl, cookie: guest.cookie },
    });
    expect(noKey.statusCode).toBe(400);
    expect((await send('', request(guest.version))).statusCode).toBe(404);
    expect((await send(`${GUEST_ID_COOKIE}=guest-0123456789abcdefghijkl`, request(0))).statusCode).toBe(404);
  });

  it('is limited to five an hour per network (429 with Retry-After); refused ones do not count', async () => {
    const ip = '10.77.1.9';
    const first = await guestWithCart();
    // A refusal rolls its hit back.
    expect((await send(first.cookie, request(first.version - 1), { ip })).statusCode).toBe(409);
    for (let i = 0; i < 5; i++) {
      const guest = i === 0 ? first : await guestWithCart();
      // Another host of the same /24 counts for the network.
      const response = await send(guest.cookie, request(guest.version), { ip: `10.77.1.${10 + i}` });
      expect(response.statusCode, response.body).toBe(201);
    }
    const over = await guestWithCart();
    const refused = await send(over.cookie, request(over.version), { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const cart = await t.app.inject({
      url: '/api/v1/Carts/Default/Checkout',
      headers: { origin: t.config.publicUrl, cookie: over.cookie },
    });
    expect(cart.json().Items).toHaveLength(2);
  });
});
