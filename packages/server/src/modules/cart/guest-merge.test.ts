import { USER_STATUS } from '@airshop/domain/account/user-status';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import {
  insertTestAccount,
  SESSION_COOKIE,
  setCookieValue,
  TEST_PASSWORD,
} from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * The guest cart merges into the account's cart at sign-in (issue 15 §5, ADR 0059): deliveries by number, the
 * same code in the same delivery adds up to at most 999 (then flagged for the mergedQuantityCapped alert), notes
 * kept, the guest cart gone — only for a user who may buy. Two sign-ins at once add the lines once: meaningful on
 * PostgreSQL (DATABASE_URL), where they really run side by side.
 */

const t = useTestApp();
const codes = { a: '', b: '', c: '' };
let network = 0;

beforeAll(async () => {
  (await loadTestCatalog(t.database.db)).dispose();
  const rows = await queryRows<{ code: string }>(
    t.database.db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = 'SE')
      order by v.code limit 3`,
  );
  [codes.a, codes.b, codes.c] = rows.map((row) => row.code) as [string, string, string];
});

function inject(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { origin: t.config.publicUrl, 'x-lang': 'sv', ...(cookie ? { cookie } : {}) },
  });
}

/** A guest cart filled by the API: `lines` go to delivery 1; `extra` are written as cart-core's moves would. */
async function guestCart(lines: Record<string, number>): Promise<{ cookie: string; cartId: string }> {
  const opened = await inject('POST', '/api/v1/Carts/Default/Guest', '');
  const cookie = `${GUEST_ID_COOKIE}=${setCookieValue(opened.headers, GUEST_ID_COOKIE)}`;
  for (const [Code, Quantity] of Object.entries(lines)) {
    expect(
      (await inject('PUT', '/api/v1/Carts/Default/Items', cookie, { Code, Quantity })).json().ErrorMessage,
    ).toBe(null);
  }
  const [cart] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select c.id from carts c join cart_lines l on l.cart_id = c.id where c.user_id is null
      group by c.id order by max(l.created_at) desc limit 1`,
  );
  return { cookie, cartId: cart?.id as string };
}

async function signIn(email: string, guestCookie: string) {
  const n = ++network;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/Customer/SignIn',
    payload: { Email: email, Password: TEST_PASSWORD },
    headers: { origin: t.config.publicUrl, cookie: guestCookie },
    remoteAddress: `10.77.${n & 255}.1`,
  });
}

interface LineRow {
  shipment_no: number;
  code: string;
  quantity: number;
  note: string | null;
  quantity_capped: boolean;
}

async function userLines(userId: string): Promise<LineRow[]> {
  return queryRows<LineRow>(
    t.database.db,
    sql`select l.shipment_no, v.code, l.quantity, l.note, l.quantity_capped
      from carts c join cart_lines l on l.cart_id = c.id join variants v on v.id = l.variant_id
      where c.user_id = ${userId} order by l.shipment_no, v.code`,
  );
}

const cartExists = async (cartId: string) =>
  (await queryRows(t.database.db, sql`select 1 from carts where id = ${cartId}`)).length === 1;

describe('signing in with a guest cart', () => {
  it('merges it into the account’s cart: deliveries by number, quantities add up to 999, notes and dates kept', async () => {
    const db = t.database.db;
    const user = await insertTestAccount(db, {});
    // The account already has a cart: A ×900 with a note in delivery 1, and delivery 2 without a date.
    const [own] = await queryRows<{ id: string }>(
      db,
      sql`insert into carts (user_id, market_id) values (${user.userId}, 'SE') returning id`,
    );
    const ownId = own?.id as string;
    await db.execute(
      sql`insert into cart_deliveries (cart_id, shipment_no) values (${ownId}, 1), (${ownId}, 2)`,
    );
    await db.execute(sql`insert into cart_lines (cart_id, shipment_no, variant_id, quantity, note)
      select ${ownId}, 1, v.id, 900, 'account note' from variants v where v.code = ${codes.a}`);

    // The guest: A ×200 and B ×3 (note) in delivery 1; C ×4 in delivery 2 (dated) and delivery 3 (dated).
    const guest = await guestCart({ [codes.a]: 200, [codes.b]: 3 });
    await db.execute(sql`update cart_lines set note = 'guest note' where cart_id = ${guest.cartId}`);
    await db.execute(sql`insert into cart_deliveries (cart_id, shipment_no, delivery_date)
      values (${guest.cartId}, 2, '2030-05-06'), (${guest.cartId}, 3, '2030-07-08')`);
    await db.execute(sql`insert into cart_lines (cart_id, shipment_no, variant_id, quantity)
      select ${guest.cartId}, n, v.id, 4 from variants v, (values (2), (3)) s(n) where v.code = ${codes.c}`);
    const [before] = await queryRows<{ version: number }>(
      db,
      sql`select version::int as version from carts where id = ${ownId}`,
    );

    const response = await signIn(user.email, guest.cookie);
    expect(response.statusCode).toBe(200);
    expect(setCookieValue(response.headers, SESSION_COOKIE)).toBeDefined();

    expect(await userLines(user.userId)).toEqual(
      [
        { shipment_no: 1, code: codes.a, quantity: 999, note: 'account note', quantity_capped: true },
        { shipment_no: 1, code: codes.b, quantity: 3, note: 'guest note', quantity_capped: false },
        { shipment_no: 2, code: codes.c, quantity: 4, note: null, quantity_capped: false },
        { shipment_no: 3, code: codes.c, quantity: 4, note: null, quantity_capped: false },
      ].sort((x, y) => x.shipment_no - y.shipment_no || x.code.localeCompare(y.code)),
    );
    const deliveries = await queryRows<{ shipment_no: number; delivery_date: string | null }>(
      db,
      sql`select shipment_no, to_char(delivery_date, 'YYYY-MM-DD') as delivery_date from cart_deliveries
        where cart_id = ${ownId} order by shipment_no`,
    );
    expect(deliveries).toEqual([
      { shipment_no: 1, delivery_date: null },
      { shipment_no: 2, delivery_date: '2030-05-06' },
      { shipment_no: 3, delivery_date: '2030-07-08' },
    ]);
    expect(await cartExists(guest.cartId)).toBe(false);
    const [after] = await queryRows<{ version: number }>(
      db,
      sql`select version::int as version from carts where id = ${ownId}`,
    );
    expect(after?.version).toBeGreaterThan(before?.version ?? 0);
    // The GuestId has no cart any more: as an anonymous visitor again it is 401.
    expect((await inject('GET', '/api/v1/Carts/Default/Widget', guest.cookie)).statusCode).toBe(401);
  });

  it('makes the account’s cart when it has none', async () => {
    const user = await insertTestAccount(t.database.db, {});
    const guest = await guestCart({ [codes.b]: 5 });
    expect((await signIn(user.email, guest.cookie)).statusCode).toBe(200);
    expect(await userLines(user.userId)).toEqual([
      { shipment_no: 1, code: codes.b, quantity: 5, note: null, quantity_capped: false },
    ]);
    expect(await cartExists(guest.cartId)).toBe(false);
  });

  it('leaves the guest cart alone for a user who may not buy, and the sign-in stands', async () => {
    for (const options of [
      { status: USER_STATUS.WaitingForBackOfficeApproval },
      { roles: ['site' as const] },
    ]) {
      const user = await insertTestAccount(t.database.db, options);
      const guest = await guestCart({ [codes.a]: 2 });
      const response = await signIn(user.email, guest.cookie);
      expect(response.statusCode).toBe(200);
      expect(await cartExists(guest.cartId)).toBe(true);
      expect(await userLines(user.userId)).toEqual([]);
    }
  });

  it('adds the lines once when two sign-ins with the same guest cart run at the same time', async () => {
    const user = await insertTestAccount(t.database.db, {});
    const other = await insertTestAccount(t.database.db, {});
    const guest = await guestCart({ [codes.a]: 5, [codes.c]: 1 });
    const answers = await Promise.all([
      signIn(user.email, guest.cookie),
      signIn(user.email, guest.cookie),
      signIn(other.email, guest.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const merged = [...(await userLines(user.userId)), ...(await userLines(other.userId))];
    // Whichever sign-in came first took the whole guest cart; nothing was added twice.
    expect(merged.map((line) => [line.code, line.quantity]).sort()).toEqual(
      [
        [codes.a, 5],
        [codes.c, 1],
      ].sort(),
    );
    expect(await cartExists(guest.cartId)).toBe(false);
  });
});
