import { createHash } from 'node:crypto';
import { USER_STATUS } from '@airshop/domain/account/user-status';
import { addCartItemResultSchema, cartWidgetSchema } from '@airshop/domain/commerce/cart';
import { guestCartSchema } from '@airshop/domain/commerce/cart-checkout';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, setCookieValue, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * Guest carts (issue 15 §5, ADR 0059): POST Carts/Default/Guest, and PUT Items / GET Widget for a visitor who
 * opened one — the same refusals as a buyer's, never a price, and only under the visitor's own GuestId.
 */

const t = useTestApp();
const GUEST = '/api/v1/Carts/Default/Guest';
const ITEMS = '/api/v1/Carts/Default/Items';
const WIDGET = '/api/v1/Carts/Default/Widget';

const codes = { priced: '', other: '', notShoppable: '', discontinued: '', notPricedSe: '' };
let buyerCookie = '';
let waitingCookie = '';

async function oneCode(where: ReturnType<typeof sql>): Promise<string> {
  const [row] = await queryRows<{ code: string }>(
    t.database.db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where ${where} order by v.code limit 1`,
  );
  if (!row) throw new Error('the test catalogue lacks a variant for this test');
  return row.code;
}

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  const pricedIn = (market: string) =>
    sql`exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = ${market})`;
  const buyable = sql`v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued`;
  codes.priced = await oneCode(sql`${buyable} and ${pricedIn('SE')}`);
  codes.other = await oneCode(sql`${buyable} and ${pricedIn('SE')} and v.code <> ${codes.priced}`);
  codes.notShoppable = await oneCode(sql`not (v.is_shoppable and p.is_shoppable)`);
  codes.discontinued = await oneCode(
    sql`(v.is_discontinued or p.is_discontinued) and v.is_shoppable and p.is_shoppable`,
  );
  buyerCookie = await signInCookie(t.app, (await insertTestAccount(db, {})).email);
  waitingCookie = await signInCookie(
    t.app,
    (await insertTestAccount(db, { status: USER_STATUS.WaitingForBackOfficeApproval })).email,
  );
});

/** A same-site request of the shop's pages in Swedish (market SE), with the given cookies. */
function request(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { origin: t.config.publicUrl, 'x-lang': 'sv', ...(cookie ? { cookie } : {}) },
  });
}

/** Opens a guest cart as a new visitor and answers the Cookie header that carries its GuestId. */
async function openGuestCart(): Promise<string> {
  const response = await request('POST', GUEST, '');
  expect(response.statusCode).toBe(200);
  const guestId = setCookieValue(response.headers, GUEST_ID_COOKIE);
  expect(guestId).toBeDefined();
  return `${GUEST_ID_COOKIE}=${guestId}`;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

describe('POST Carts/Default/Guest', () => {
  it('opens a guest cart in the market of the site language under a new httpOnly GuestId, keeping only its hash', async () => {
    const response = await request('POST', GUEST, '');
    expect(response.statusCode).toBe(200);
    const { GuestId } = guestCartSchema.parse(response.json());
    expect(GuestId).toMatch(/^[0-9a-f]{32}$/);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain(`${GUEST_ID_COOKIE}=${GuestId}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const rows = await queryRows<{ guest_id: string; market_id: string; user_id: string | null }>(
      t.database.db,
      sql`select guest_id, market_id, user_id from carts where guest_id in (${GuestId}, ${sha256(GuestId)})`,
    );
    expect(rows).toEqual([{ guest_id: sha256(GuestId), market_id: 'SE', user_id: null }]);
  });

  it('is idempotent: a visitor with a guest cart keeps it and its id', async () => {
    const cookie = await openGuestCart();
    const again = await request('POST', GUEST, cookie);
    expect(again.statusCode).toBe(200);
    expect(`${GUEST_ID_COOKIE}=${again.json().GuestId}`).toBe(cookie);
    expect(setCookieValue(again.headers, GUEST_ID_COOKIE)).toBeUndefined();
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from carts where guest_id = ${sha256(cookie.split('=')[1] as string)}`,
    );
    expect(count?.n).toBe(1);
  });

  it('never takes a GuestId the request brought along without a cart: it issues a new one', async () => {
    const chosen = 'chosen-by-someone-else';
    const response = await request('POST', GUEST, `${GUEST_ID_COOKIE}=${chosen}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().GuestId).not.toBe(chosen);
    expect((await request('GET', WIDGET, `${GUEST_ID_COOKIE}=${chosen}`)).statusCode).toBe(401);
  });

  it('answers 409 to a signed-in user, even one with a GuestId cookie, and opens nothing', async () => {
    const before = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from carts`);
    const signedIn = await request('POST', GUEST, buyerCookie);
    expect(signedIn.statusCode).toBe(409);
    expect(signedIn.json().code).toBe('conflict');
    const guest = await openGuestCart();
    expect((await request('POST', GUEST, `${buyerCookie}; ${guest}`)).statusCode).toBe(409);
    const after = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from carts`);
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
  });

  it('answers 409 webshop_disabled where the market of the site language sells nothing online', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: GUEST,
      headers: { origin: t.config.publicUrl, 'x-lang': 'hu' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('webshop_disabled');
    expect(setCookieValue(response.headers, GUEST_ID_COOKIE)).toBeUndefined();
  });
});

describe('a guest adds', () => {
  it('into the guest cart, by the buyer’s rules, and the widget shows lines without any price', async () => {
    const cookie = await openGuestCart();
    const first = await request('PUT', ITEMS, cookie, { Code: codes.priced, Quantity: 2, Price: 0.01 });
    expect(first.statusCode).toBe(200);
    expect(addCartItemResultSchema.parse(first.json())).toMatchObject({
      ErrorMessage: null,
      ShipmentNo: 1,
      Code: codes.priced,
      Quantity: 2,
    });
    expect((await request('PUT', ITEMS, cookie, { Code: codes.priced, Quantity: 3 })).json().Quantity).toBe(
      5,
    );
    await request('PUT', ITEMS, cookie, { Code: codes.other, Quantity: 1 });

    const response = await request('GET', WIDGET, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/Amount|Currency/);
    const widget = cartWidgetSchema.parse(response.json());
    expect(widget).toMatchObject({ Count: 2, Quantity: 6, Total: null, IsGuest: true });
    expect(widget.Lines.map((line) => [line.Code, line.Quantity, line.Price, line.LineTotal])).toEqual([
      [codes.priced, 5, null, null],
      [codes.other, 1, null, null],
    ]);
  });

  it('is refused, the cart unchanged, for an unknown, unshoppable or discontinued variant or beyond 999', async () => {
    const cookie = await openGuestCart();
    await request('PUT', ITEMS, cookie, { Code: codes.priced, Quantity: 998 });
    const refusals = [
      [{ Code: 'NO-SUCH-CODE', Quantity: 1 }, 'unknownCode'],
      [{ Code: codes.notShoppable, Quantity: 1 }, 'notShoppable'],
      [{ Code: codes.discontinued, Quantity: 1 }, 'discontinued'],
      [{ Code: codes.priced, Quantity: 2 }, 'quantityLimit'],
    ] as const;
    for (const [body, reason] of refusals) {
      const response = await request('PUT', ITEMS, cookie, body);
      expect(response.statusCode, reason).toBe(200);
      expect(response.json().ErrorMessage, reason).toBe(reason);
    }
    expect((await request('PUT', ITEMS, cookie, { Code: codes.priced, Quantity: 0 })).statusCode).toBe(400);
    const widget = cartWidgetSchema.parse((await request('GET', WIDGET, cookie)).json());
    expect(widget.Lines.map((line) => [line.Code, line.Quantity])).toEqual([[codes.priced, 998]]);
    const [version] = await queryRows<{ version: number }>(
      t.database.db,
      sql`select version::int as version from carts where guest_id = ${sha256(cookie.split('=')[1] as string)}`,
    );
    // One add, one version: the refused adds were rolled back with their version bump.
    expect(version?.version).toBe(1);
  });

  it('sees only the cart of its own GuestId; without a guest cart it is 401 as before', async () => {
    const mine = await openGuestCart();
    const theirs = await openGuestCart();
    await request('PUT', ITEMS, theirs, { Code: codes.other, Quantity: 7 });
    const widget = cartWidgetSchema.parse((await request('GET', WIDGET, mine)).json());
    expect(widget.Lines).toEqual([]);
    const unknown = `${GUEST_ID_COOKIE}=${'f'.repeat(32)}`;
    expect((await request('GET', WIDGET, unknown)).statusCode).toBe(401);
    const add = await request('PUT', ITEMS, unknown, { Code: codes.priced, Quantity: 1 });
    expect(add.statusCode).toBe(401);
    expect(add.headers['x-custom-message']).toBe('signInRequired');
    expect((await request('GET', WIDGET, '')).statusCode).toBe(401);
  });

  it('does not fall back to the guest cart for a signed-in user who may not buy (403)', async () => {
    const guest = await openGuestCart();
    await request('PUT', ITEMS, guest, { Code: codes.priced, Quantity: 1 });
    expect((await request('GET', WIDGET, `${waitingCookie}; ${guest}`)).statusCode).toBe(403);
    const add = await request('PUT', ITEMS, `${waitingCookie}; ${guest}`, {
      Code: codes.priced,
      Quantity: 1,
    });
    expect(add.statusCode).toBe(403);
  });

  it('answers 409 webshop_disabled once the site language is one whose market sells nothing online', async () => {
    const cookie = await openGuestCart();
    const response = await t.app.inject({
      url: WIDGET,
      headers: { origin: t.config.publicUrl, 'x-lang': 'hu', cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('webshop_disabled');
  });
});
