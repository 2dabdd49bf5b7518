import { USER_STATUS } from '@airshop/domain/account/user-status';
import {
  cartStatusSchema,
  checkoutInfoSchema,
  plainCartSchema,
} from '@airshop/domain/commerce/cart-checkout';
import { RENAME_INVALID_MESSAGE } from '@airshop/domain/commerce/cart-edits';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { cartCalls } from '../../testing/cart-calls.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { guestCartKey } from './guest-key.ts';

/*
 * The cart page's edits and small reads (issue 15, shop.md §7 "Cart"): who may make them, another customer's
 * cart and lines (404), every limit on the server, refusals that leave the cart as it was, renumbered
 * deliveries, versions, alerts, and a guest's cart without prices.
 */

const t = useTestApp();
const { call, ok, add, checkout } = cartCalls(t);
let codes: string[] = [];
const sign = async (options: Parameters<typeof insertTestAccount>[1] = {}) =>
  signInCookie(t.app, (await insertTestAccount(t.database.db, options)).email);

const TOMORROW_PLUS = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  (await loadTestCatalog(t.database.db)).dispose();
  codes = await buyableCodes(t, 'SE', 4);
});

/** A buyer with a cart of `lines` in delivery 1 (code index, quantity). */
async function buyerWith(lines: [number, number][]) {
  const cookie = await sign();
  for (const [index, quantity] of lines)
    expect((await add(cookie, codes[index] as string, quantity)).statusCode).toBe(200);
  return { cookie, cart: await checkout(cookie) };
}

const lineOf = (cart: Awaited<ReturnType<typeof checkout>>, code: string, shipmentNo: number) =>
  cart.Items.find((item) => item.Code === code && item.ShipmentNo === shipmentNo);

describe('who may edit a cart', () => {
  it('answers 401 anonymous, 403 not allowed to buy, 409 with the market shop off, for every call', async () => {
    const [waiting, noRole, disabled] = [
      await sign({ status: USER_STATUS.WaitingForBackOfficeApproval }),
      await sign({ roles: ['site'] }),
      await sign({ marketId: 'HU' }),
    ];
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', 'Carts/Default/Checkout'],
      ['GET', 'Carts/Default/CheckoutInfo'],
      ['GET', 'Carts/Default/Cart'],
      ['GET', 'Carts/Default/Status/Default/0'],
      ['PATCH', 'Carts/Default/Items', { code: 'X', lineItemId: 1, shipmentNo: 1, Quantity: 2 }],
      ['DELETE', 'Carts/Default/Items', { LineItemId: 1, Code: 'X', ShipmentNo: 1 }],
      ['PUT', 'Carts/Default/DuplicateItem', { Code: 'X', Quantity: 1, ShipmentNo: 1 }],
      ['PATCH', 'Carts/Default/Items/Move', { Code: 'X', LineItemId: 1, Quantity: 1, ShipmentNo: 1 }],
      ['POST', 'Carts/Default/Delivery/Create', {}],
      ['DELETE', 'Carts/Default/Delivery/Delete', { deliveryNo: 1 }],
      ['PATCH', 'Carts/Default/Delivery/Update', { deliveryNo: 1, deliveryDate: null }],
      ['PATCH', 'Carts/Default/Delivery/Merge', { sourceDeliveryNo: 2, destDeliveryNo: 1 }],
      ['DELETE', 'Carts/Default/Basket/Delete'],
      ['DELETE', `DeleteCart?cartId=${id}`, { textToPass: '' }],
      ['PATCH', 'Carts/Default', { id, name: 'N' }],
      ['DELETE', 'Carts/Default/Alerts'],
    ];
    for (const [method, url, body] of calls) {
      expect((await call('', method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(waiting, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(noRole, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      const shopOff = await call(disabled, method, url, body);
      expect(shopOff.statusCode, `${method} ${url}`).toBe(409);
      expect(shopOff.json().code).toBe('webshop_disabled');
    }
  });

  it('answers 404 for another customer’s cart and lines, and leaves them alone', async () => {
    const owner = await buyerWith([[0, 2]]);
    const other = await buyerWith([[1, 1]]);
    const line = owner.cart.Items[0];
    if (!line) throw new Error('no line');
    const ref = { code: line.Code, lineItemId: line.LineItemId, shipmentNo: 1 };
    const refused: [Parameters<typeof call>[1], string, unknown][] = [
      ['PATCH', 'Carts/Default/Items', { ...ref, Quantity: 5 }],
      ['DELETE', 'Carts/Default/Items', { LineItemId: ref.lineItemId, Code: ref.code, ShipmentNo: 1 }],
      [
        'PATCH',
        'Carts/Default/Items/Move',
        { Code: ref.code, LineItemId: ref.lineItemId, Quantity: 1, ShipmentNo: 1 },
      ],
      [
        'PATCH',
        `Carts/${owner.cart.Id}/Items`,
        {
          code: other.cart.Items[0]?.Code,
          lineItemId: other.cart.Items[0]?.LineItemId,
          shipmentNo: 1,
          Quantity: 3,
        },
      ],
      ['DELETE', `DeleteCart?cartId=${owner.cart.Id}`, { textToPass: '' }],
      ['PATCH', 'Carts/Default', { id: owner.cart.Id, name: 'Mine now' }],
    ];
    for (const [method, url, body] of refused) {
      expect((await call(other.cookie, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(other.cookie, 'GET', `Carts/${owner.cart.Id}/Checkout`)).statusCode).toBe(404);
    expect(await checkout(owner.cookie)).toEqual(owner.cart);
    expect((await checkout(other.cookie)).Version).toBe(other.cart.Version);
  });
});

describe('lines', () => {
  it('changes a note (≤ 35 characters) and a quantity (1–999), one version each', async () => {
    const { cookie, cart } = await buyerWith([[0, 2]]);
    const line = cart.Items[0];
    const ref = { code: line?.Code, lineItemId: line?.LineItemId, shipmentNo: 1 };
    const patched = await ok(cookie, 'PATCH', 'Carts/Default/Items', {
      ...ref,
      Note: 'x'.repeat(35),
      Quantity: 7,
    });
    expect(patched.Items[0]).toMatchObject({ Note: 'x'.repeat(35), Quantity: 7 });
    expect(patched.Version).toBe(cart.Version + 1);
    for (const body of [{ Note: 'x'.repeat(36) }, { Quantity: 0 }, { Quantity: 1000 }, { Quantity: 2.5 }]) {
      expect((await call(cookie, 'PATCH', 'Carts/Default/Items', { ...ref, ...body })).statusCode).toBe(400);
    }
    const cleared = await ok(cookie, 'PATCH', `Carts/${cart.Id}/Items`, { ...ref, Note: '' });
    expect(cleared.Items[0]).toMatchObject({ Note: null, Quantity: 7 });
    expect(await checkout(cookie)).toEqual(cleared);
    const gone = await ok(cookie, 'DELETE', 'Carts/Default/Items', {
      LineItemId: ref.lineItemId,
      Code: ref.code,
      ShipmentNo: 1,
    });
    expect(gone.Items).toEqual([]);
    expect(gone.Deliveries.map((d) => d.ShipmentNo)).toEqual([1]);
  });

  it('moves part of a line to a new delivery, the rest after it, and adds into a line of the same code', async () => {
    const { cookie, cart } = await buyerWith([[0, 5]]);
    const line = cart.Items[0];
    if (!line) throw new Error('no line');
    const move = (Quantity: number, LineItemId: number, ShipmentNo: number, NewShipmentNo?: number) =>
      call(cookie, 'PATCH', 'Carts/Default/Items/Move', {
        Code: line.Code,
        LineItemId,
        Quantity,
        ShipmentNo,
        NewShipmentNo,
      });
    const split = await move(2, line.LineItemId, 1);
    expect(split.statusCode).toBe(200);
    const afterSplit = split.json();
    expect(afterSplit.Deliveries.map((d: { ShipmentNo: number }) => d.ShipmentNo)).toEqual([1, 2]);
    expect(lineOf(afterSplit, line.Code, 1)?.Quantity).toBe(3);
    expect(lineOf(afterSplit, line.Code, 2)?.Quantity).toBe(2);
    const tooMuch = await move(4, line.LineItemId, 1, 2);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().details.reason).toBe('moveExceedsLine');
    expect(tooMuch.headers['x-custom-message']).toBe('moveExceedsLine');
    const same = await move(1, line.LineItemId, 1, 1);
    expect(same.json().details.reason).toBe('sameDelivery');
    const missing = await move(1, line.LineItemId, 1, 9);
    expect(missing.json().details.reason).toBe('deliveryNotFound');
    const all = await ok(cookie, 'PATCH', 'Carts/Default/Items/Move', {
      Code: line.Code,
      LineItemId: line.LineItemId,
      Quantity: 3,
      ShipmentNo: 1,
      NewShipmentNo: 2,
    });
    expect(all.Items.map((i) => [i.ShipmentNo, i.Quantity])).toEqual([[2, 5]]);
    expect(all.Deliveries.map((d) => d.ShipmentNo)).toEqual([1, 2]);
    expect(all.Version).toBe(cart.Version + 2);
  });

  it('refuses a move whose sum passes 999, and changes nothing', async () => {
    const { cookie } = await buyerWith([[0, 600]]);
    await ok(cookie, 'POST', 'Carts/Default/Delivery/Create', {});
    const twoLines = await ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', {
      Code: codes[0],
      Quantity: 500,
      ShipmentNo: 2,
    });
    const source = lineOf(twoLines, codes[0] as string, 1);
    const refused = await call(cookie, 'PATCH', 'Carts/Default/Items/Move', {
      Code: codes[0],
      LineItemId: source?.LineItemId,
      Quantity: 500,
      ShipmentNo: 1,
      NewShipmentNo: 2,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.reason).toBe('quantityLimit');
    expect(await checkout(cookie)).toEqual(twoLines);
  });

  it('duplicates a code into a delivery, as an add would check it', async () => {
    const { cookie, cart } = await buyerWith([[0, 2]]);
    const dup = await ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', {
      Code: codes[0],
      Quantity: 3,
      ShipmentNo: 1,
    });
    expect(lineOf(dup, codes[0] as string, 1)?.Quantity).toBe(5);
    const unknown = await call(cookie, 'PUT', 'Carts/Default/DuplicateItem', {
      Code: 'NO-SUCH',
      Quantity: 1,
      ShipmentNo: 1,
    });
    expect([unknown.statusCode, unknown.json().details.reason]).toEqual([409, 'unknownCode']);
    const nowhere = await call(cookie, 'PUT', 'Carts/Default/DuplicateItem', {
      Code: codes[1],
      Quantity: 1,
      ShipmentNo: 4,
    });
    expect(nowhere.json().details.reason).toBe('deliveryNotFound');
    const over = await call(cookie, 'PUT', 'Carts/Default/DuplicateItem', {
      Code: codes[0],
      Quantity: 995,
      ShipmentNo: 1,
    });
    expect(over.json().details.reason).toBe('quantityLimit');
    expect((await checkout(cookie)).Version).toBe(cart.Version + 1);
  });
});

describe('deliveries', () => {
  it('renumbers the later deliveries, lines and dates with them, when one is deleted', async () => {
    const { cookie } = await buyerWith([[0, 1]]);
    const date3 = TOMORROW_PLUS(60);
    await ok(cookie, 'POST', 'Carts/Default/Delivery/Create', {});
    await ok(cookie, 'POST', 'Carts/Default/Delivery/Create', { deliveryDate: date3 });
    await ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', { Code: codes[1], Quantity: 2, ShipmentNo: 2 });
    await ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', { Code: codes[2], Quantity: 3, ShipmentNo: 3 });
    const after = await ok(cookie, 'DELETE', 'Carts/Default/Delivery/Delete', { deliveryNo: 2 });
    expect(after.Deliveries.map((d) => [d.ShipmentNo, d.DeliveryDate])).toEqual([
      [1, null],
      [2, date3],
    ]);
    expect(after.Items.map((i) => [i.Code, i.ShipmentNo])).toEqual([
      [codes[0], 1],
      [codes[2], 2],
    ]);
    const missing = await call(cookie, 'DELETE', 'Carts/Default/Delivery/Delete', { deliveryNo: 3 });
    expect(missing.json().details.reason).toBe('deliveryNotFound');
  });

  it('merges a delivery into another: same codes add, later ones move up; beyond 999 nothing changes', async () => {
    const { cookie } = await buyerWith([
      [0, 400],
      [1, 1],
    ]);
    await ok(cookie, 'POST', 'Carts/Default/Delivery/Create', {});
    await ok(cookie, 'POST', 'Carts/Default/Delivery/Create', {});
    await ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', { Code: codes[0], Quantity: 500, ShipmentNo: 2 });
    await ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', { Code: codes[2], Quantity: 2, ShipmentNo: 2 });
    const before = await ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', {
      Code: codes[3],
      Quantity: 4,
      ShipmentNo: 3,
    });
    const merged = await ok(cookie, 'PATCH', 'Carts/Default/Delivery/Merge', {
      sourceDeliveryNo: 2,
      destDeliveryNo: 1,
    });
    expect(merged.Deliveries.map((d) => d.ShipmentNo)).toEqual([1, 2]);
    expect(merged.Items.map((i) => [i.Code, i.ShipmentNo, i.Quantity]).sort()).toEqual(
      [
        [codes[0], 1, 900],
        [codes[1], 1, 1],
        [codes[2], 1, 2],
        [codes[3], 2, 4],
      ].sort(),
    );
    expect(merged.Version).toBe(before.Version + 1);
    await ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', { Code: codes[0], Quantity: 100, ShipmentNo: 2 });
    const full = await ok(cookie, 'PUT', 'Carts/Default/DuplicateItem', {
      Code: codes[3],
      Quantity: 1,
      ShipmentNo: 1,
    });
    const refused = await call(cookie, 'PATCH', 'Carts/Default/Delivery/Merge', {
      sourceDeliveryNo: 2,
      destDeliveryNo: 1,
    });
    expect([refused.statusCode, refused.json().details.reason]).toEqual([409, 'quantityLimit']);
    expect(await checkout(cookie)).toEqual(full);
    const same = await call(cookie, 'PATCH', 'Carts/Default/Delivery/Merge', {
      sourceDeliveryNo: 1,
      destDeliveryNo: 1,
    });
    expect(same.json().details.reason).toBe('sameDelivery');
  });

  it('dates a delivery: not in the past, not before its lines’ lead times allow, and a bad date is 400', async () => {
    const { cookie } = await buyerWith([[0, 1]]);
    const update = (deliveryDate: unknown) =>
      call(cookie, 'PATCH', 'Carts/Default/Delivery/Update', { deliveryNo: 1, deliveryDate });
    const past = await update('2020-01-01');
    expect([past.statusCode, past.json().details.reason]).toEqual([409, 'deliveryDateTooEarly']);
    expect((await update('2026-13-01')).statusCode).toBe(400);
    expect((await update('tomorrow')).statusCode).toBe(400);
    const [variant] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from variants where code = ${codes[0]}`,
    );
    await t.database.db.execute(sql`update variants set lead_times = '[{"days": 30, "maxQuantity": 999}]'::jsonb
      where id = ${variant?.id}`);
    const cart = await checkout(cookie);
    expect(cart.Deliveries[0]?.EarliestDeliveryDate).toBe(TOMORROW_PLUS(30));
    const early = await update(TOMORROW_PLUS(29));
    expect(early.json().details.reason).toBe('deliveryDateTooEarly');
    const fine = await ok(cookie, 'PATCH', 'Carts/Default/Delivery/Update', {
      deliveryNo: 1,
      deliveryDate: TOMORROW_PLUS(30),
    });
    expect(fine.Deliveries[0]?.DeliveryDate).toBe(TOMORROW_PLUS(30));
    const asap = await ok(cookie, 'PATCH', 'Carts/Default/Delivery/Update', {
      deliveryNo: 1,
      deliveryDate: null,
    });
    expect(asap.Deliveries[0]?.DeliveryDate).toBeNull();
    const later = await update(TOMORROW_PLUS(40));
    expect(later.statusCode).toBe(200);
    const missing = await call(cookie, 'PATCH', 'Carts/Default/Delivery/Update', {
      deliveryNo: 5,
      deliveryDate: null,
    });
    expect(missing.json().details.reason).toBe('deliveryNotFound');
    const pastNew = await call(cookie, 'POST', 'Carts/Default/Delivery/Create', {
      deliveryDate: '2020-01-01',
    });
    expect(pastNew.json().details.reason).toBe('deliveryDateTooEarly');
  });

  it('makes the cart on a first new delivery, and stops at 99 deliveries', async () => {
    const cookie = await sign();
    const first = await ok(cookie, 'POST', 'Carts/Default/Delivery/Create', {});
    expect(first.Deliveries.map((d) => d.ShipmentNo)).toEqual([1]);
    expect(first.Id).not.toBeNull();
    await t.database.db.execute(sql`insert into cart_deliveries (cart_id, shipment_no)
      select ${first.Id}::uuid, n from generate_series(2, 99) n`);
    const refused = await call(cookie, 'POST', 'Carts/Default/Delivery/Create', {});
    expect(refused.json().details.reason).toBe('tooManyDeliveries');
  });
});

describe('the cart as a whole', () => {
  it('renames with both id and name, else 400 “Invalid data - aborting”', async () => {
    const { cookie, cart } = await buyerWith([[0, 1]]);
    for (const body of [{ id: cart.Id }, { name: 'Site A' }, { id: cart.Id, name: '  ' }, {}]) {
      const refused = await call(cookie, 'PATCH', 'Carts/Default', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(RENAME_INVALID_MESSAGE);
    }
    const renamed = await ok(cookie, 'PATCH', 'Carts/Default', { id: cart.Id, name: 'Site A' });
    expect(renamed.Name).toBe('Site A');
  });

  it('empties the basket but keeps the name; deletes the cart only when the name is the one shown', async () => {
    const { cookie, cart } = await buyerWith([
      [0, 1],
      [1, 2],
    ]);
    await ok(cookie, 'PATCH', 'Carts/Default', { id: cart.Id, name: 'Hall 3' });
    const emptied = await ok(cookie, 'DELETE', 'Carts/Default/Basket/Delete');
    expect(emptied).toMatchObject({ Id: cart.Id, Name: 'Hall 3', Items: [], Deliveries: [] });
    const stale = await call(cookie, 'DELETE', `DeleteCart?cartId=${cart.Id}`, { textToPass: '' });
    expect([stale.statusCode, stale.json().details.reason, stale.headers['x-custom-message']]).toEqual([
      409,
      'stale',
      'stale',
    ]);
    const deleted = await ok(cookie, 'DELETE', `DeleteCart?cartId=${cart.Id}`, { textToPass: 'Hall 3' });
    expect(deleted).toMatchObject({ Id: null, Items: [], Version: 0 });
    expect(
      (await call(cookie, 'DELETE', `DeleteCart?cartId=${cart.Id}`, { textToPass: 'Hall 3' })).statusCode,
    ).toBe(404);
    const status = cartStatusSchema.parse(
      (await call(cookie, 'GET', `Carts/Default/Status/${cart.Id}/${emptied.Version}`)).json(),
    );
    expect(status.Changed).toBe(true);
  });

  it('says whether the cart changed since a version, what stops checkout, and its plain lines', async () => {
    const { cookie, cart } = await buyerWith([[0, 2]]);
    const status = async (a: string, b: number) => {
      const response = await call(cookie, 'GET', `Carts/Default/Status/${a}/${b}`);
      expect(response.statusCode, response.body).toBe(200);
      return cartStatusSchema.parse(response.json());
    };
    expect(await status(cart.Id as string, cart.Version)).toEqual({
      Changed: false,
      Version: cart.Version,
      Count: 1,
    });
    expect((await call(cookie, 'GET', 'Carts/Default/Status/Default/-1')).statusCode).toBe(400);
    await ok(cookie, 'POST', 'Carts/Default/Delivery/Create', {});
    expect(await status('Default', cart.Version)).toEqual({
      Changed: true,
      Version: cart.Version + 1,
      Count: 1,
    });
    expect((await status('00000000-0000-4000-8000-000000000000', cart.Version + 1)).Changed).toBe(true);
    const info = checkoutInfoSchema.parse((await call(cookie, 'GET', 'Carts/Default/CheckoutInfo')).json());
    expect(info).toMatchObject({ LineCount: 1, DeliveryCount: 2, CanCheckout: false });
    expect(info.Blockers).toEqual([{ Reason: 'emptyDelivery', ShipmentNo: 2 }]);
    await ok(cookie, 'DELETE', 'Carts/Default/Delivery/Delete', { deliveryNo: 2 });
    const ready = checkoutInfoSchema.parse((await call(cookie, 'GET', 'Carts/Default/CheckoutInfo')).json());
    expect(ready).toMatchObject({ CanCheckout: true, Blockers: [] });
    const plain = plainCartSchema.parse((await call(cookie, 'GET', 'Carts/Default/Cart')).json());
    expect(plain.Items).toEqual([
      { LineItemId: cart.Items[0]?.LineItemId, ShipmentNo: 1, Code: codes[0], Quantity: 2, Note: null },
    ]);
    expect(JSON.stringify(plain)).not.toMatch(/Price|Amount/);
  });
});

describe('alerts', () => {
  it('raises a changed price and a discontinued variant until dismissed', async () => {
    const { cookie } = await buyerWith([
      [2, 2],
      [3, 1],
    ]);
    const db = t.database.db;
    await db.execute(sql`update variant_prices set net_amount = net_amount + 2
      where market_id = 'SE' and variant_id = (select id from variants where code = ${codes[2]})`);
    const priced = await checkout(cookie);
    expect(priced.Alerts.map((a) => [a.Kind, a.Code])).toEqual([['priceChanged', codes[2]]]);
    const dismissed = await ok(cookie, 'DELETE', 'Carts/Default/Alerts');
    expect(dismissed.Alerts).toEqual([]);
    expect((await checkout(cookie)).Alerts).toEqual([]);
    await db.execute(sql`update variants set is_discontinued = true where code = ${codes[3]}`);
    const discontinued = await checkout(cookie);
    expect(discontinued.Alerts.map((a) => [a.Kind, a.Code])).toEqual([['discontinued', codes[3]]]);
    expect(lineOf(discontinued, codes[3] as string, 1)?.Orderable).toBe(false);
    const info = checkoutInfoSchema.parse((await call(cookie, 'GET', 'Carts/Default/CheckoutInfo')).json());
    expect(info.Blockers).toContainEqual({ Reason: 'lineNotOrderable', ShipmentNo: 1 });
    await ok(cookie, 'DELETE', 'Carts/Default/Alerts');
    expect((await checkout(cookie)).Alerts).toEqual([]);
    await db.execute(sql`update variants set is_discontinued = false where code = ${codes[3]}`);
  });
});

describe('a guest cart', () => {
  it('shows lines without prices, stock or dates, and takes edits', async () => {
    const guestId = 'guest-test-0001';
    const db = t.database.db;
    const [cart] = await queryRows<{ id: string }>(
      db,
      sql`insert into carts (guest_id, market_id) values (${guestCartKey(guestId)}, 'INT') returning id`,
    );
    await db.execute(sql`insert into cart_deliveries (cart_id, shipment_no) values (${cart?.id}, 1)`);
    await db.execute(sql`insert into cart_lines (cart_id, shipment_no, variant_id, quantity)
      select ${cart?.id}, 1, id, 3 from variants where code = ${codes[0]}`);
    const cookie = `${GUEST_ID_COOKIE}=${guestId}`;
    const read = await checkout(cookie);
    expect(read).toMatchObject({ Id: cart?.id, ShowPrices: false, IsGuest: true, Total: null });
    expect(read.Items[0]).toMatchObject({
      Price: null,
      DiscountedPrice: null,
      LineTotal: null,
      Stock: null,
      EarliestDeliveryDate: null,
    });
    expect(read.Deliveries[0]).toMatchObject({ SubTotal: null, EarliestDeliveryDate: null });
    const moved = await ok(cookie, 'PATCH', 'Carts/Default/Items/Move', {
      Code: codes[0],
      LineItemId: read.Items[0]?.LineItemId,
      Quantity: 1,
      ShipmentNo: 1,
    });
    expect(moved.Items.map((i) => [i.ShipmentNo, i.Quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(JSON.stringify(moved)).not.toMatch(/"Amount"/);
    const info = checkoutInfoSchema.parse((await call(cookie, 'GET', 'Carts/Default/CheckoutInfo')).json());
    expect(info.Blockers).toContainEqual({ Reason: 'guestCart', ShipmentNo: null });
    // An unknown GuestId has no cart; a signed-in user who may not buy gets 403 even with the cookie.
    expect(
      (await call(`${GUEST_ID_COOKIE}=guest-unknown-01`, 'GET', 'Carts/Default/Checkout')).statusCode,
    ).toBe(401);
    const waiting = await sign({ status: USER_STATUS.WaitingForBackOfficeApproval });
    expect((await call(`${waiting}; ${cookie}`, 'GET', 'Carts/Default/Checkout')).statusCode).toBe(403);
  });
});

/** Buyable codes priced in a market, in code order. */
async function buyableCodes(
  t: ReturnType<typeof useTestApp>,
  market: string,
  count: number,
): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    t.database.db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = ${market})
      order by v.code limit ${count}`,
  );
  if (rows.length < count) throw new Error('the test catalogue lacks buyable variants');
  return rows.map((row) => row.code);
}
