import { USER_STATUS } from '@airshop/domain/account/user-status';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { loadTestCatalog } from '../testing/demo-catalog.ts';
import { commerceKeysIn, findTestIds } from '../testing/product-fixtures.ts';
import { insertTestAccount, signInCookie } from '../testing/test-accounts.ts';
import { useTestApp } from '../testing/test-app.ts';
import { PRIVATE_NO_STORE, registerPrivateByDefault } from './cache-control.ts';
import type { RequestContext } from './context.ts';

/*
 * Personal and priced answers are never stored by any cache (issue 13 §5): every route of the API, called by a
 * signed-in buyer, answers `private, no-store` — the answers the issue names with their real content, and then
 * every operation of the OpenAPI document with placeholder input, so a route added later without a thought for
 * caching is caught too.
 */

const t = useTestApp();
const db = () => t.database.db;
const cookies = { buyer: '', backOffice: '' };
let productId = '';

/** Routes that set their own Cache-Control on success; a placeholder id only reaches their error answer. */
// Routes that set their own header: documents (ADR 0011), and the cart's upload template, one file for everyone.
const OWN_CACHE_CONTROL = new Set([
  'GET /api/v1/Documents/{id}',
  'GET /api/v1/Documents/{id}/Download',
  'GET /api/v1/Carts/Default/Template',
  'GET /api/v1/portal/Projects/Template',
]);

beforeAll(async () => {
  (await loadTestCatalog(db())).dispose();
  productId = (await findTestIds(db())).unit.id;
  cookies.buyer = await signInCookie(t.app, (await insertTestAccount(db())).email);
  const staff = await insertTestAccount(db(), { roles: ['backOfficeAdmin'], status: USER_STATUS.Approved });
  await db().update(users).set({ companyId: null }).where(eq(users.id, staff.userId));
  cookies.backOffice = await signInCookie(t.app, staff.email);
}, 120_000);

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie, 'sec-fetch-site': 'same-origin' } });

describe('personal and priced answers', () => {
  it.each([
    ['buyer', '/api/v1/Customer/Contact'],
    ['buyer', '/api/v1/Customer/ProfileInfo'],
    ['buyer', '/api/v1/Carts/Default/Widget'],
    ['buyer', '/api/v1/portal/Projects/Selector'],
    ['backOffice', '/api/v1/BackOffice/Users'],
    ['backOffice', '/api/v1/BackOffice/Companies'],
  ] as const)('%s: GET %s is private, no-store', async (who, url) => {
    const response = await get(url, cookies[who]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('keeps a buyer’s product and its priced sizing out of every cache', async () => {
    const product = await get(`/api/v1/Catalog/Products/${productId}`, cookies.buyer);
    expect(product.statusCode).toBe(200);
    expect(product.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const sizing = await get(`/api/v1/Catalog/Products/${productId}/Sizing`, cookies.buyer);
    expect(sizing.statusCode).toBe(200);
    expect(commerceKeysIn(sizing.json())).toContain('UnitPrice');
    expect(sizing.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });
});

describe('registerPrivateByDefault', () => {
  /** A scope as the API's: ctx from an onRequest hook, one route that sets its own header, one that sets none. */
  async function scope(signedIn: boolean) {
    const app = Fastify();
    await app.register(async (api) => {
      api.decorateRequest('ctx', null as unknown as RequestContext);
      api.addHook('onRequest', async (request) => {
        request.ctx = { customer: signedIn ? { userId: 'u' } : null } as unknown as RequestContext;
      });
      registerPrivateByDefault(api);
      api.get('/public', async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=60').send('x'),
      );
      api.get('/own', async (_request, reply) =>
        reply.header('cache-control', 'private, no-cache').send('x'),
      );
      api.get('/none', async () => 'x');
    });
    return app;
  }

  it('makes an answer without a header private, no-store; keeps a route’s own otherwise', async () => {
    const app = await scope(false);
    expect((await app.inject('/none')).headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect((await app.inject('/own')).headers['cache-control']).toBe('private, no-cache');
    expect((await app.inject('/public')).headers['cache-control']).toBe('public, max-age=60');
    await app.close();
  });

  it('never lets a signed-in answer be public', async () => {
    const app = await scope(true);
    expect((await app.inject('/public')).headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect((await app.inject('/none')).headers['cache-control']).toBe(PRIVATE_NO_STORE);
    await app.close();
  });
});

describe('every API operation as a signed-in buyer', () => {
  it('answers private, no-store, whatever the status', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(operations.length).toBeGreaterThan(30);
    const checked: string[] = [];
    for (const { method, path } of operations) {
      const name = `${method} ${path}`;
      // Signing out would end the session the sweep uses. Health and the catalogue images are outside the API
      // scope: they read no session and are the same for everyone.
      if (
        !path.startsWith('/api/v1/') ||
        name === 'POST /api/v1/Customer/SignOut' ||
        OWN_CACHE_CONTROL.has(name)
      ) {
        continue;
      }
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: cookies.buyer, 'sec-fetch-site': 'same-origin' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
      expect(response.headers['cache-control'], `${name} → ${response.statusCode}`).toBe(PRIVATE_NO_STORE);
      checked.push(name);
    }
    expect(checked).toEqual(
      expect.arrayContaining(['GET /api/v1/Customer/Contact', 'GET /api/v1/Catalog/Products/{id}/Sizing']),
    );
  });
});
