import { USER_STATUS } from '@airshop/domain/account/user-status';
import { cartOrderSchema, checkoutAddressesSchema } from '@airshop/domain/commerce/checkout-order';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, setCookieValue, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { buyableCodes, checkoutCalls, insertAddress } from './checkout-test-kit.ts';

/*
 * Checkout step 2's calls for every kind of caller (issue 16 point 9, ADR 0063): who may read and set the order
 * fields, the addresses, submit and save as a project; another company's cart and address are 404; the limits.
 */

const t = useTestApp();
const { send, add, call } = checkoutCalls(t);
const cookies = { buyer: '', colleague: '', other: '', waiting: '', noRole: '', shopOff: '', guest: '' };
const ids = { company: '', erp: '', own: '', billing: '', otherCompany: '', otherAddress: '' };
let codes: string[] = [];

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  codes = await buyableCodes(db, 'SE', 3);
  const buyer = await insertTestAccount(db);
  ids.company = buyer.companyId;
  const other = await insertTestAccount(db);
  ids.otherCompany = other.companyId;
  const sign = async (email: string) => signInCookie(t.app, email);
  cookies.buyer = await sign(buyer.email);
  cookies.colleague = await sign((await insertTestAccount(db, { companyId: ids.company })).email);
  cookies.other = await sign(other.email);
  cookies.waiting = await sign(
    (await insertTestAccount(db, { status: USER_STATUS.WaitingForBackOfficeApproval })).email,
  );
  cookies.noRole = await sign((await insertTestAccount(db, { roles: ['site'] })).email);
  cookies.shopOff = await sign((await insertTestAccount(db, { marketId: 'HU' })).email);
  // Own first in time, so the order of the list is the ERP's first by rule, not by age.
  ids.own = await insertAddress(db, ids.company, { name: 'Own site' });
  ids.erp = await insertAddress(db, ids.company, { editable: false, type: 'Shipping,Billing', name: 'ERP' });
  ids.billing = await insertAddress(db, ids.company, { editable: false, type: 'Billing', name: 'Invoices' });
  ids.otherAddress = await insertAddress(db, ids.otherCompany);
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Carts/Default/Guest',
    headers: { origin: t.config.publicUrl, 'x-lang': 'sv' },
  });
  cookies.guest = `${GUEST_ID_COOKIE}=${setCookieValue(opened.headers, GUEST_ID_COOKIE)}`;
  expect((await add(cookies.guest, codes[0] as string, 1)).statusCode).toBe(200);
  expect((await add(cookies.buyer, codes[0] as string, 1)).statusCode).toBe(200);
  expect((await add(cookies.other, codes[0] as string, 1)).statusCode).toBe(200);
});

const CALLS = [
  ['GET', 'Carts/Default/Order', undefined],
  ['PATCH', 'Carts/Default/Order', { OrderReference: 'X' }],
  ['GET', 'Carts/Default/Addresses', undefined],
  ['POST', 'Carts/Default/Order/Submit', { Version: 0, TotalNet: 0 }],
  ['POST', 'Carts/Default/ToProject', undefined],
] as const;

async function cartIdOf(cookie: string): Promise<string> {
  const response = await send(cookie, 'GET', 'Carts/Default/Order');
  return cartOrderSchema.parse(response.json()).CartId as string;
}

describe('who may use checkout step 2', () => {
  it('refuses anonymous (401), a guest (403), waiting and role-less users (403) and a shop that is off (409)', async () => {
    for (const [method, url, payload] of CALLS) {
      const headers = { 'idempotency-key': crypto.randomUUID() };
      const status = async (cookie: string) => (await send(cookie, method, url, payload, headers)).statusCode;
      expect(await status(''), `${method} ${url} anonymous`).toBe(401);
      expect(await status(cookies.guest), `${method} ${url} guest`).toBe(403);
      expect(await status(cookies.waiting), `${method} ${url} waiting`).toBe(403);
      expect(await status(cookies.noRole), `${method} ${url} no roles`).toBe(403);
      const off = await send(cookies.shopOff, method, url, payload, headers);
      expect(off.statusCode, `${method} ${url} shop off`).toBe(409);
      expect(off.json().code).toBe('webshop_disabled');
    }
  });

  it('refuses a write from another site like every write', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/Carts/Default/Order',
      payload: { OrderReference: 'X' },
      headers: { origin: 'https://evil.example', cookie: cookies.buyer },
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers another company’s cart id with 404, as one that does not exist', async () => {
    const othersCart = await cartIdOf(cookies.other);
    const own = await cartIdOf(cookies.buyer);
    expect((await send(cookies.buyer, 'GET', `Carts/${own}/Order`)).statusCode).toBe(200);
    for (const id of [othersCart, '00000000-0000-4000-8000-000000000000']) {
      expect((await send(cookies.buyer, 'GET', `Carts/${id}/Order`)).statusCode).toBe(404);
      expect((await send(cookies.buyer, 'PATCH', `Carts/${id}/Order`, { Comment: 'x' })).statusCode).toBe(
        404,
      );
      const submit = await send(
        cookies.buyer,
        'POST',
        `Carts/${id}/Order/Submit`,
        { Version: 1, TotalNet: 1 },
        { 'idempotency-key': crypto.randomUUID() },
      );
      expect(submit.statusCode).toBe(404);
    }
    // The other buyer's order fields are untouched.
    const [row] = await queryRows<{ comment: string | null }>(
      t.database.db,
      sql`select order_comment as comment from carts where id = ${othersCart}`,
    );
    expect(row?.comment).toBeNull();
  });
});

describe('GET and PATCH Carts/{id}/Order', () => {
  it('answers an empty order to a buyer without a cart', async () => {
    const response = await send(cookies.colleague, 'GET', 'Carts/Default/Order');
    expect(cartOrderSchema.parse(response.json())).toEqual({
      CartId: null,
      Version: 0,
      ShippingAddressId: null,
      OrderReference: null,
      Comment: null,
    });
  });

  it('sets the fields present, moves the version on, and clears a text set to null or blank', async () => {
    const before = cartOrderSchema.parse((await send(cookies.buyer, 'GET', 'Carts/Default/Order')).json());
    const set = await send(cookies.buyer, 'PATCH', 'Carts/Default/Order', {
      ShippingAddressId: ids.erp,
      OrderReference: '  PO-1  ',
      Comment: 'Ring twice',
    });
    expect(set.statusCode).toBe(200);
    expect(cartOrderSchema.parse(set.json())).toEqual({
      CartId: before.CartId,
      Version: before.Version + 1,
      ShippingAddressId: ids.erp,
      OrderReference: 'PO-1',
      Comment: 'Ring twice',
    });
    const cleared = await send(cookies.buyer, 'PATCH', 'Carts/Default/Order', {
      OrderReference: null,
      Comment: ' ',
    });
    expect(cartOrderSchema.parse(cleared.json())).toMatchObject({
      ShippingAddressId: ids.erp,
      OrderReference: null,
      Comment: null,
      Version: before.Version + 2,
    });
    // The cart page reads the same fields.
    const checkout = await call(cookies.buyer, 'GET', 'Carts/Default/Checkout');
    expect(checkout.json()).toMatchObject({ ShippingAddressId: ids.erp, OrderReference: null });
  });

  it('skips an empty update: nothing is written and the version stays', async () => {
    const before = cartOrderSchema.parse((await send(cookies.buyer, 'GET', 'Carts/Default/Order')).json());
    const response = await send(cookies.buyer, 'PATCH', 'Carts/Default/Order', {});
    expect(response.statusCode).toBe(200);
    expect(cartOrderSchema.parse(response.json())).toEqual(before);
  });

  it('holds the limits: a reference of 36 characters and a comment of 1001 are 400, 35 and 1000 are fine', async () => {
    const patch = (body: object) => send(cookies.buyer, 'PATCH', 'Carts/Default/Order', body);
    expect((await patch({ OrderReference: 'R'.repeat(36) })).statusCode).toBe(400);
    expect((await patch({ Comment: 'C'.repeat(1001) })).statusCode).toBe(400);
    expect((await patch({ OrderReference: 'R'.repeat(35), Comment: 'C'.repeat(1000) })).statusCode).toBe(200);
  });

  it('answers 404 for an address of another company, a billing-only address and an id that is no address', async () => {
    const patch = (id: string) =>
      send(cookies.buyer, 'PATCH', 'Carts/Default/Order', { ShippingAddressId: id });
    for (const id of [ids.otherAddress, ids.billing, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      expect((await patch(id)).statusCode, id).toBe(404);
    }
    expect(cartOrderSchema.parse((await patch(ids.own)).json()).ShippingAddressId).toBe(ids.own);
  });
});

describe('GET Carts/Default/Addresses', () => {
  it('lists the company’s shipping addresses, the ERP’s first, with the one the order has', async () => {
    const response = await send(cookies.buyer, 'GET', 'Carts/Default/Addresses');
    expect(response.statusCode).toBe(200);
    const answer = checkoutAddressesSchema.parse(response.json());
    expect(answer.Addresses.map((a) => [a.Id, a.IsEditable])).toEqual([
      [ids.erp, false],
      [ids.own, true],
    ]);
    expect(answer.ShippingAddressId).toBe(ids.own);
    const other = checkoutAddressesSchema.parse(
      (await send(cookies.other, 'GET', 'Carts/Default/Addresses')).json(),
    );
    expect(other.Addresses.map((a) => a.Id)).toEqual([ids.otherAddress]);
  });
});

describe('POST Carts/Default/ToProject', () => {
  it('makes a project of the company with the cart’s lines, one item per variant, and leaves the cart', async () => {
    const [a, b] = codes as [string, string];
    await call(cookies.colleague, 'PUT', 'Carts/Default/Items', { Code: a, Quantity: 4 });
    await call(cookies.colleague, 'POST', 'Carts/Default/Delivery/Create', {});
    await call(cookies.colleague, 'PUT', 'Carts/Default/DuplicateItem', {
      Code: a,
      Quantity: 3,
      ShipmentNo: 2,
    });
    await call(cookies.colleague, 'PUT', 'Carts/Default/DuplicateItem', {
      Code: b,
      Quantity: 1,
      ShipmentNo: 2,
    });
    const key = crypto.randomUUID();
    const response = await send(cookies.colleague, 'POST', 'Carts/Default/ToProject', undefined, {
      'idempotency-key': key,
    });
    expect(response.statusCode).toBe(201);
    const { Id } = response.json() as { Id: number };
    const items = await queryRows<{ code: string; quantity: number; company_id: string }>(
      t.database.db,
      sql`select v.code, i.quantity, p.company_id from project_items i join variants v on v.id = i.variant_id
        join projects p on p.id = i.project_id where i.project_id = ${Id} order by v.code`,
    );
    expect(items.map((i) => [i.code, i.quantity, i.company_id])).toEqual([
      [a, 7, ids.company],
      [b, 1, ids.company],
    ]);
    const detail = await send(cookies.buyer, 'GET', `portal/Projects/${Id}/Detail`);
    expect(detail.statusCode).toBe(200);
    expect((await call(cookies.colleague, 'GET', 'Carts/Default/Checkout')).json().Items).toHaveLength(3);

    // The same key answers the same project; without a key each call makes one.
    const again = await send(cookies.colleague, 'POST', 'Carts/Default/ToProject', undefined, {
      'idempotency-key': key,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ Id });
    const another = await send(cookies.colleague, 'POST', 'Carts/Default/ToProject');
    expect((another.json() as { Id: number }).Id).not.toBe(Id);
    expect((await send(cookies.other, 'GET', `portal/Projects/${Id}/Detail`)).statusCode).toBe(404);
  });

  it('makes no project of an empty cart (409 emptyCart)', async () => {
    const cookie = await signInCookie(t.app, (await insertTestAccount(t.database.db)).email);
    const response = await send(cookie, 'POST', 'Carts/Default/ToProject');
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toMatchObject({ reason: 'emptyCart' });
    expect(response.headers['x-custom-message']).toBe('emptyCart');
  });
});
