import { COMMERCE_FIELDS } from '@airshop/domain/catalog/product-variant';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../testing/back-office-support.ts';
import { loadTestCatalog } from '../testing/demo-catalog.ts';
import { type OpenApiDocument, sampleOf } from '../testing/openapi-fuzz-cases.ts';
import { findTestIds, queryRows } from '../testing/product-fixtures.ts';
import { useTestApp } from '../testing/test-app.ts';
import { type SignedInViewer, signInViewers } from '../testing/viewers.ts';

/*
 * Issue 14: every route of the OpenAPI document, with real ids (a product, a variant, a project and a cart that
 * have prices), as an anonymous visitor, a user waiting for approval and an approved user of a market without
 * the web shop: no answer carries a price, stock or lead-time field. The same walk as an approved buyer finds
 * them, so the walk reaches the data it guards.
 */

const t = useTestApp();

// About 1,000 requests per viewer; the bound is for a machine shared with others.
const RUN_TIMEOUT_MS = 180_000;
// Signing out or ending every session would turn the rest of a signed-in walk anonymous.
const ENDS_THE_SESSION = /SignOut|Sessions/i;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Keys that carry prices, stock or delivery data in any answer (product, cart, project, totals). */
const COMMERCE_KEYS = new Set<string>([
  ...COMMERCE_FIELDS,
  'Price',
  'LineTotal',
  'DiscountedPrice',
  'DiscountPercentage',
  'SubTotal',
  'TotalNet',
  'TotalTaxIncluded',
  'ShippingFee',
  'PaymentFee',
  'Taxes',
  'DeliveryDate',
]);

const VIEWERS = ['waitingBackOffice', 'disabledMarketBuyer', 'buyer'] as const satisfies SignedInViewer[];
let headers = {} as Record<'anonymous' | (typeof VIEWERS)[number], Record<string, string>>;
let doc: OpenApiDocument;
let pathValues: string[] = [];
let pricedCode = '';

/** Every commerce key in a JSON answer ("Total" only as an object: lists count their rows as Total). */
function commerceKeysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) commerceKeysOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (COMMERCE_KEYS.has(key) || (key === 'Total' && child !== null && typeof child === 'object')) {
        found.add(key);
      }
      commerceKeysOf(child, found);
    }
  }
  return found;
}

interface WalkCall {
  method: string;
  url: string;
  payload?: string;
}

/** Each operation with each real id in its path, each value of an enum query parameter, and a sampled body. */
function walkCalls(): WalkCall[] {
  const calls: WalkCall[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    if (ENDS_THE_SESSION.test(template)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const queryParams = parameters.filter((p) => p.in === 'query');
      const baseQuery = Object.fromEntries(queryParams.map((p) => [p.name, sampleOf(doc, p.schema)]));
      const queries = [baseQuery];
      for (const param of queryParams) {
        const values = (param.schema as { enum?: unknown[] } | undefined)?.enum ?? [];
        for (const value of values.slice(1)) queries.push({ ...baseQuery, [param.name]: value });
      }
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema ? withCode(sampleOf(doc, bodySchema)) : undefined;
      const paths = template.includes('{')
        ? pathValues.map((value) => template.replace(/\{[^}]+\}/g, encodeURIComponent(value)))
        : [template];
      for (const path of paths) {
        for (const query of queries) {
          const search = new URLSearchParams(
            Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
          ).toString();
          calls.push({
            method: method.toUpperCase(),
            url: search ? `${path}?${search}` : path,
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
        }
      }
    }
  }
  return calls;
}

/** A sampled body that names the priced variant wherever it takes a Code. */
function withCode(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withCode);
  if (body && typeof body === 'object') {
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, key === 'Code' ? pricedCode : withCode(value)]),
    );
  }
  return body;
}

/** The commerce keys each call's answer carried, as "METHOD url: keys". */
async function leaks(viewer: keyof typeof headers): Promise<string[]> {
  const found: string[] = [];
  for (const [index, call] of walkCalls().entries()) {
    const response = await t.app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: {
        ...headers[viewer],
        origin: t.config.publicUrl,
        ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.payload === undefined ? {} : { payload: call.payload }),
      // A network of its own per call: rate limits would otherwise answer 429 before the handler is reached.
      remoteAddress: `10.78.${(index >> 8) & 255}.${index & 255}`,
    });
    if (!String(response.headers['content-type'] ?? '').includes('json') || !response.body) continue;
    const keys = [...commerceKeysOf(JSON.parse(response.body))];
    if (keys.length) found.push(`${call.method} ${call.url} (${response.statusCode}): ${keys.join(', ')}`);
  }
  return found;
}

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  const ids = await findTestIds(db);
  const company = {
    A: await insertCompany(db, { name: 'Leak walk A', marketId: 'SE' }),
    C: await insertCompany(db, { name: 'Leak walk C', marketId: 'HU' }),
  };
  headers = { ...(await signInViewers(t.app, db, ['anonymous', ...VIEWERS], company)).headers };
  const [buyable] = await queryRows<{ code: string }>(
    db,
    sql`select v.code from variants v join products p on p.id = v.product_id
      where v.is_shoppable and p.is_shoppable and not v.is_discontinued and not p.is_discontinued
        and exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = 'SE')
      order by v.code limit 1`,
  );
  pricedCode = buyable?.code as string;
  // Company A's buyer fills a cart and a project, so that any route that leaked would have prices to show.
  const asBuyer = { ...headers.buyer, origin: t.config.publicUrl };
  const added = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/Carts/Default/Items',
    headers: asBuyer,
    payload: { Code: pricedCode, Quantity: 2 },
  });
  expect(added.json()).toMatchObject({ ErrorMessage: null });
  const project = await t.app.inject({ method: 'POST', url: '/api/v1/portal/Projects', headers: asBuyer });
  const projectId = String(project.json().Id);
  await t.app.inject({
    method: 'PUT',
    url: `/api/v1/portal/Projects/${projectId}/Items`,
    headers: asBuyer,
    payload: { Code: pricedCode, Quantity: 3 },
  });
  pathValues = [ids.unit.id, ids.variantWithFilters.code, pricedCode, projectId];
  doc = (await t.app.inject('/api/docs/openapi.json')).json();
});

describe('price, stock and lead-time fields in every answer of the API', () => {
  for (const viewer of ['anonymous', 'waitingBackOffice', 'disabledMarketBuyer'] as const) {
    it(
      `never reach ${viewer}`,
      async () => {
        expect((await leaks(viewer)).join('\n')).toBe('');
      },
      RUN_TIMEOUT_MS,
    );
  }
  it(
    'reach an approved buyer: the same walk finds them where they belong',
    async () => {
      const found = (await leaks('buyer')).join('\n');
      for (const where of ['/Sizing', '/Accessories', '/Carts/Default/Widget', '/portal/Projects/']) {
        expect(found).toContain(where);
      }
      for (const key of ['UnitPrice', 'Stock', 'LeadTimes', 'LineTotal', 'TotalTaxIncluded']) {
        expect(found).toContain(key);
      }
    },
    RUN_TIMEOUT_MS,
  );
});
