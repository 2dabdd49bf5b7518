import { cartCheckoutSchema } from '@airshop/domain/commerce/cart-checkout';
import {
  bulkProjectItemsResultSchema,
  type ProjectDetail,
  projectDetailSchema,
  projectOverviewSchema,
  projectToCartResultSchema,
} from '@airshop/domain/commerce/projects';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { insertTestAccount, roleCookies, signInCookie } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * The project pages' calls (issue 17 points 1, 2, 7; ADR 0067): the list, the header, an item, several items,
 * bulk add (also into a new project), the move of selected quantities into the cart and the delete — each for
 * its owner's company, 404 for another, refused for those who may not buy, with the server's limits.
 */

const t = useTestApp();
const BASE = '/api/v1/portal/Projects';
let codes: string[] = [];
let net: Record<string, number> = {};
let notShoppable = '';
const cookies = { buyer: '', colleague: '', other: '', waiting: '', noRole: '', disabledMarket: '' };

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  const rows = await queryRows<{ code: string; net: string }>(
    db,
    sql`select v.code, vp.net_amount::text as net from variants v join products p on p.id = v.product_id
      join variant_prices vp on vp.variant_id = v.id and vp.market_id = 'SE'
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
      order by v.code limit 3`,
  );
  codes = rows.map((row) => row.code);
  net = Object.fromEntries(rows.map((row) => [row.code, Number(row.net)]));
  const [closed] = await queryRows<{ code: string }>(
    db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where not (v.is_shoppable and p.is_shoppable) order by v.code limit 1`,
  );
  notShoppable = closed?.code ?? '';
  Object.assign(cookies, await roleCookies(t.app, db));
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (
  cookie: string,
  method: Method,
  url: string,
  payload?: unknown,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}), ...extra },
  });

async function newProject(cookie = cookies.buyer): Promise<number> {
  const response = await call(cookie, 'POST', BASE);
  expect(response.statusCode).toBe(201);
  return response.json().Id as number;
}

async function detailOf(id: number, cookie = cookies.buyer): Promise<ProjectDetail> {
  const response = await call(cookie, 'GET', `${BASE}/${id}/Detail`);
  expect(response.statusCode, response.body).toBe(200);
  return projectDetailSchema.parse(response.json());
}

/** A project of the buyer's company holding the given codes and quantities. */
async function projectWith(items: Record<string, number>, cookie = cookies.buyer): Promise<ProjectDetail> {
  const id = await newProject(cookie);
  const bulk = await call(
    cookie,
    'PUT',
    `${BASE}/${id}/Items/Bulk`,
    Object.entries(items).map(([Code, Quantity]) => ({ Code, Quantity })),
  );
  expect(bulk.json().Status).toBe('success');
  return detailOf(id, cookie);
}

const itemOf = (detail: ProjectDetail, code: string) => {
  const item = detail.Items.find((entry) => entry.Code === code);
  if (!item) throw new Error(`no ${code} in project ${detail.Id}`);
  return item;
};

describe('who may use the project pages’ calls', () => {
  it('refuses anonymous (401), not approved and no-roles (403), a market without the shop (409)', async () => {
    const id = await newProject();
    const calls: [Method, string, unknown?][] = [
      ['GET', `${BASE}/Overview`],
      ['PATCH', `${BASE}/${id}`, { Name: 'x' }],
      ['DELETE', `${BASE}/${id}`],
      ['PATCH', `${BASE}/${id}/Items`, { LineItemId: 1, Code: 'X', Quantity: 1 }],
      ['DELETE', `${BASE}/${id}/Items`, { LineItemId: 1, Code: 'X' }],
      ['PUT', `${BASE}/${id}/Items/Remove`, [{ Code: 'X', Quantity: 1 }]],
      ['PUT', `${BASE}/${id}/Items/Bulk`, [{ Code: 'X', Quantity: 1 }]],
      ['PUT', `${BASE}/0/Items/Bulk`, [{ Code: 'X', Quantity: 1 }]],
      ['PUT', `${BASE}/${id}/ToCart`, { ShipmentNo: null }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call('', method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(cookies.waiting, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(cookies.noRole, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(cookies.disabledMarket, method, url, body)).statusCode, `${method} ${url}`).toBe(
        409,
      );
      // Another company's project is not found, and nothing of it is told.
      if (!url.includes('/0/') && !url.endsWith('Overview')) {
        const other = await call(cookies.other, method, url, body);
        expect(other.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    // The project is still there, untouched by all of this.
    expect((await detailOf(id)).Name).toMatch(/^Project \d+$/);
  });
});

describe('the project list', () => {
  it('lists the company’s projects, newest change first, with item count and the detail’s total net', async () => {
    const first = await projectWith({ [codes[0] as string]: 2, [codes[1] as string]: 1 });
    const second = await projectWith({ [codes[2] as string]: 5 });
    const overview = projectOverviewSchema.parse(
      (await call(cookies.colleague, 'GET', `${BASE}/Overview`)).json(),
    );
    const ids = overview.map((p) => p.Id);
    expect(ids.indexOf(second.Id)).toBeLessThan(ids.indexOf(first.Id));
    const listed = overview.find((p) => p.Id === first.Id);
    expect(listed).toMatchObject({
      Name: first.Name,
      ItemCount: 2,
      TotalNet: { Amount: first.Total.TotalNet, Currency: 'SEK' },
    });
    const others = projectOverviewSchema.parse((await call(cookies.other, 'GET', `${BASE}/Overview`)).json());
    expect(others.map((p) => p.Id)).not.toContain(first.Id);
  });
});

describe('the project header', () => {
  it('changes name, leader and notes, clears with empty text and marks the project modified', async () => {
    const id = await newProject();
    const before = await detailOf(id);
    const changed = projectDetailSchema.parse(
      (
        await call(cookies.buyer, 'PATCH', `${BASE}/${id}`, {
          Name: '  Kvarnholmen block C  ',
          Leader: 'Karin',
          Notes: 'Floors 1–3',
        })
      ).json(),
    );
    expect(changed).toMatchObject({ Name: 'Kvarnholmen block C', Leader: 'Karin', Notes: 'Floors 1–3' });
    expect(changed.Modified >= before.Modified).toBe(true);
    const cleared = await call(cookies.buyer, 'PATCH', `${BASE}/${id}`, { Leader: '', Notes: '' });
    expect(cleared.json()).toMatchObject({ Name: 'Kvarnholmen block C', Leader: null, Notes: null });
  });

  it('keeps to the limits: name 1–100, leader 100, notes 2000', async () => {
    const id = await newProject();
    for (const body of [
      { Name: '' },
      { Name: '   ' },
      { Name: 'x'.repeat(101) },
      { Leader: 'x'.repeat(101) },
      { Notes: 'x'.repeat(2001) },
    ]) {
      expect(
        (await call(cookies.buyer, 'PATCH', `${BASE}/${id}`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    const longest = { Name: 'n'.repeat(100), Leader: 'l'.repeat(100), Notes: 'x'.repeat(2000) };
    expect((await call(cookies.buyer, 'PATCH', `${BASE}/${id}`, longest)).json()).toMatchObject(longest);
  });
});

describe('an item', () => {
  it('changes quantity, note and selection; a lower quantity lowers the selection', async () => {
    const code = codes[0] as string;
    const project = await projectWith({ [code]: 10 });
    const item = itemOf(project, code);
    const patch = (body: object) =>
      call(cookies.buyer, 'PATCH', `${BASE}/${project.Id}/Items`, {
        LineItemId: item.LineItemId,
        Code: code,
        ...body,
      });
    const changed = projectDetailSchema.parse(
      (await patch({ Quantity: 12, Note: 'Roof', SelectedQuantity: 8 })).json(),
    );
    expect(itemOf(changed, code)).toMatchObject({
      Quantity: 12,
      Note: 'Roof',
      SelectedQuantity: 8,
      LineTotal: { Amount: Math.round((net[code] as number) * 1200) / 100 },
    });
    expect(itemOf(projectDetailSchema.parse((await patch({ Quantity: 5 })).json()), code)).toMatchObject({
      Quantity: 5,
      SelectedQuantity: 5,
      Note: 'Roof',
    });
    for (const body of [
      { SelectedQuantity: 6 },
      { Quantity: 0 },
      { Quantity: 1000 },
      { Note: 'x'.repeat(36) },
      { SelectedQuantity: -1 },
    ]) {
      expect((await patch(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(itemOf(projectDetailSchema.parse((await patch({ Note: '' })).json()), code).Note).toBeNull();
  });

  it('is not found under another code, in another project of the company or of another company', async () => {
    const code = codes[0] as string;
    const project = await projectWith({ [code]: 1 });
    const item = itemOf(project, code);
    const elsewhere = await newProject();
    const body = { LineItemId: item.LineItemId, Code: code, Quantity: 2 };
    expect(
      (await call(cookies.buyer, 'PATCH', `${BASE}/${project.Id}/Items`, { ...body, Code: codes[1] }))
        .statusCode,
    ).toBe(404);
    expect((await call(cookies.buyer, 'PATCH', `${BASE}/${elsewhere}/Items`, body)).statusCode).toBe(404);
    expect((await call(cookies.other, 'PATCH', `${BASE}/${project.Id}/Items`, body)).statusCode).toBe(404);
    expect(
      (
        await call(cookies.buyer, 'DELETE', `${BASE}/${elsewhere}/Items`, {
          LineItemId: item.LineItemId,
          Code: code,
        })
      ).statusCode,
    ).toBe(404);
    expect(itemOf(await detailOf(project.Id), code).Quantity).toBe(1);
  });

  it('is deleted; several are reduced or removed at once', async () => {
    const [a, b, c] = codes as [string, string, string];
    const project = await projectWith({ [a]: 4, [b]: 3, [c]: 2 });
    const deleted = projectDetailSchema.parse(
      (
        await call(cookies.buyer, 'DELETE', `${BASE}/${project.Id}/Items`, {
          LineItemId: itemOf(project, c).LineItemId,
          Code: c,
        })
      ).json(),
    );
    expect(deleted.Items.map((i) => i.Code).sort()).toEqual([a, b].sort());
    const removed = projectDetailSchema.parse(
      (
        await call(cookies.buyer, 'PUT', `${BASE}/${project.Id}/Items/Remove`, [
          { Code: a, Quantity: 1 },
          { Code: b, Quantity: 3 },
          { Code: 'NO-SUCH', Quantity: 1 },
        ])
      ).json(),
    );
    expect(removed.Items.map((i) => [i.Code, i.Quantity])).toEqual([[a, 3]]);
  });
});

describe('bulk add', () => {
  it('adds the good rows, names the others by row, keeps every item within 999', async () => {
    const [a, b] = codes as [string, string];
    const id = await newProject();
    const rows = [
      { Code: a, Quantity: 500, Note: 'Hall' },
      { Code: 'NO-SUCH', Quantity: 1 },
      { Code: a, Quantity: 499 },
      { Code: a, Quantity: 1 },
      ...(notShoppable ? [{ Code: notShoppable, Quantity: 1 }] : []),
      { Code: b, Quantity: 2 },
    ];
    const result = bulkProjectItemsResultSchema.parse(
      (await call(cookies.buyer, 'PUT', `${BASE}/${id}/Items/Bulk`, rows)).json(),
    );
    expect(result).toMatchObject({ Status: 'warning', ProjectId: id, Added: 3 });
    expect(result.Errors).toEqual([
      { Row: 2, Code: 'NO-SUCH', Error: 'unknownCode' },
      { Row: 4, Code: a, Error: 'quantityLimit' },
      ...(notShoppable ? [{ Row: 5, Code: notShoppable, Error: 'notShoppable' }] : []),
    ]);
    const detail = await detailOf(id);
    expect(itemOf(detail, a)).toMatchObject({ Quantity: 999, Note: 'Hall' });
    expect(itemOf(detail, b).Quantity).toBe(2);
    for (const body of [[], [{ Code: a, Quantity: 0 }], [{ Code: a, Quantity: 1, Note: 'x'.repeat(36) }]]) {
      expect((await call(cookies.buyer, 'PUT', `${BASE}/${id}/Items/Bulk`, body)).statusCode).toBe(400);
    }
  });

  it('makes a new project for id 0, and none when no row can go in', async () => {
    const cookie = await signInCookie(t.app, (await insertTestAccount(t.database.db, {})).email);
    const made = bulkProjectItemsResultSchema.parse(
      (await call(cookie, 'PUT', `${BASE}/0/Items/Bulk`, [{ Code: codes[0], Quantity: 3 }])).json(),
    );
    expect(made).toMatchObject({ Status: 'success', Added: 1, Errors: [] });
    expect((await detailOf(made.ProjectId as number, cookie)).Items).toHaveLength(1);
    const none = bulkProjectItemsResultSchema.parse(
      (await call(cookie, 'PUT', `${BASE}/0/Items/Bulk`, [{ Code: 'NO-SUCH', Quantity: 3 }])).json(),
    );
    expect(none).toEqual({
      Status: 'error',
      ProjectId: null,
      Added: 0,
      Errors: [{ Row: 1, Code: 'NO-SUCH', Error: 'unknownCode' }],
    });
    expect(projectOverviewSchema.parse((await call(cookie, 'GET', `${BASE}/Overview`)).json())).toHaveLength(
      1,
    );
  });

  it('does a request with an idempotency key once, and loses no parallel add', async () => {
    const code = codes[0] as string;
    const cookie = await signInCookie(t.app, (await insertTestAccount(t.database.db, {})).email);
    const key = { 'idempotency-key': 'bulk-7d3e-4b8e' };
    const first = (
      await call(cookie, 'PUT', `${BASE}/0/Items/Bulk`, [{ Code: code, Quantity: 2 }], key)
    ).json();
    const again = (
      await call(cookie, 'PUT', `${BASE}/0/Items/Bulk`, [{ Code: code, Quantity: 2 }], key)
    ).json();
    expect(again).toEqual(first);
    expect(projectOverviewSchema.parse((await call(cookie, 'GET', `${BASE}/Overview`)).json())).toHaveLength(
      1,
    );
    const reused = await call(cookie, 'PUT', `${BASE}/0/Items/Bulk`, [{ Code: code, Quantity: 3 }], key);
    expect(reused.statusCode).toBe(422);

    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(cookie, 'PUT', `${BASE}/${first.ProjectId}/Items/Bulk`, [{ Code: code, Quantity: 1 }]),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(itemOf(await detailOf(first.ProjectId, cookie), code).Quantity).toBe(12);
  });
});

describe('putting selected items into the cart', () => {
  it('moves the selected quantities into a new delivery, names what failed and clears what went', async () => {
    const [a, b, c] = codes as [string, string, string];
    const cookie = await signInCookie(t.app, (await insertTestAccount(t.database.db, {})).email);
    // The cart already holds 998 of b in delivery 1, so 2 more of it cannot go there.
    expect(
      (await call(cookie, 'PUT', '/api/v1/Carts/Default/Items', { Code: b, Quantity: 998 })).json()
        .ErrorMessage,
    ).toBeNull();
    const project = await projectWith({ [a]: 5, [b]: 4, [c]: 3 }, cookie);
    const select = (code: string, quantity: number) =>
      call(cookie, 'PATCH', `${BASE}/${project.Id}/Items`, {
        LineItemId: itemOf(project, code).LineItemId,
        Code: code,
        SelectedQuantity: quantity,
      });
    await select(a, 2);
    await select(b, 2);

    const intoOne = projectToCartResultSchema.parse(
      (await call(cookie, 'PUT', `${BASE}/${project.Id}/ToCart`, { ShipmentNo: 1 })).json(),
    );
    expect(intoOne).toEqual({
      Added: 1,
      ShipmentNo: 1,
      Errors: [{ LineItemId: itemOf(project, b).LineItemId, Code: b, Error: 'quantityLimit' }],
    });
    let detail = await detailOf(project.Id, cookie);
    expect(itemOf(detail, a)).toMatchObject({ Quantity: 5, SelectedQuantity: 0 });
    expect(itemOf(detail, b)).toMatchObject({ Quantity: 4, SelectedQuantity: 2 });

    await select(c, 3);
    const intoNew = projectToCartResultSchema.parse(
      (await call(cookie, 'PUT', `${BASE}/${project.Id}/ToCart`, { ShipmentNo: null })).json(),
    );
    expect(intoNew).toEqual({ Added: 2, ShipmentNo: 2, Errors: [] });
    const cart = cartCheckoutSchema.parse(
      (await call(cookie, 'GET', '/api/v1/Carts/Default/Checkout')).json(),
    );
    const lines = cart.Items.map((line) => [line.ShipmentNo, line.Code, line.Quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [1, a, 2],
        [1, b, 998],
        [2, b, 2],
        [2, c, 3],
      ]),
    );
    expect(lines).toHaveLength(4);
    detail = await detailOf(project.Id, cookie);
    expect(detail.Items.map((i) => i.SelectedQuantity)).toEqual([0, 0, 0]);

    // Nothing selected: nothing moves.
    expect((await call(cookie, 'PUT', `${BASE}/${project.Id}/ToCart`, { ShipmentNo: null })).json()).toEqual({
      Added: 0,
      ShipmentNo: null,
      Errors: [],
    });
    for (const body of [{}, { ShipmentNo: 0 }, { ShipmentNo: 100 }]) {
      expect((await call(cookie, 'PUT', `${BASE}/${project.Id}/ToCart`, body)).statusCode).toBe(400);
    }
  });

  it('moves once for a repeated idempotency key', async () => {
    const code = codes[0] as string;
    const cookie = await signInCookie(t.app, (await insertTestAccount(t.database.db, {})).email);
    const project = await projectWith({ [code]: 4 }, cookie);
    await call(cookie, 'PATCH', `${BASE}/${project.Id}/Items`, {
      LineItemId: itemOf(project, code).LineItemId,
      Code: code,
      SelectedQuantity: 4,
    });
    const key = { 'idempotency-key': 'to-cart-1' };
    const first = (
      await call(cookie, 'PUT', `${BASE}/${project.Id}/ToCart`, { ShipmentNo: null }, key)
    ).json();
    const again = (
      await call(cookie, 'PUT', `${BASE}/${project.Id}/ToCart`, { ShipmentNo: null }, key)
    ).json();
    expect(again).toEqual(first);
    const cart = cartCheckoutSchema.parse(
      (await call(cookie, 'GET', '/api/v1/Carts/Default/Checkout')).json(),
    );
    expect(cart.Items.map((line) => line.Quantity)).toEqual([4]);
  });
});

describe('deleting a project', () => {
  it('removes it with its items for the whole company; another company gets 404', async () => {
    const project = await projectWith({ [codes[0] as string]: 1 });
    expect((await call(cookies.other, 'DELETE', `${BASE}/${project.Id}`)).statusCode).toBe(404);
    const gone = await call(cookies.colleague, 'DELETE', `${BASE}/${project.Id}`);
    expect(gone.statusCode).toBe(204);
    expect((await call(cookies.buyer, 'GET', `${BASE}/${project.Id}/Detail`)).statusCode).toBe(404);
    expect((await call(cookies.buyer, 'DELETE', `${BASE}/${project.Id}`)).statusCode).toBe(404);
  });
});
