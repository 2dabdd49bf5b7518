import { describe, expect, it } from 'vitest';
import { insertTestAccount, signInCookie } from '../testing/test-accounts.ts';
import { useTestApp } from '../testing/test-app.ts';
import { findNul } from './refuse-nul.ts';

const t = useTestApp();

describe('findNul', () => {
  it('names the first string or key holding U+0000, however deep', () => {
    expect(findNul({ a: 'fine', b: ['x', { c: 'a\u0000b' }] })).toEqual(['b', 1, 'c']);
    expect(findNul({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findNul('\u0000')).toEqual([]);
    expect(findNul({ a: 'fine', n: 1, t: true, z: null })).toBeUndefined();
  });
});

describe('a NUL character in a path, query or body', () => {
  // The routes the issue found answering 500: each now answers 400 naming where the character is.
  const reads = [
    '/api/v1/Catalog/%00',
    '/api/v1/Catalog/Products/a%00b',
    '/api/v1/Catalog/Products/a%00b/Sizing',
    '/api/v1/Catalog/a%00/Accessories',
    '/api/v1/Documents/%00',
  ];

  it('is refused with 400 in the path', async () => {
    for (const url of reads) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        code: 'validation_failed',
        details: [{ in: 'params', path: ['id'] }],
      });
    }
  });

  it('is refused with 400 in the query, also a parameter no route declares', async () => {
    const response = await t.app.inject('/api/v1/SalesContacts/Contacts?country=S%00E');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ in: 'querystring', path: ['country'] }] });
    const health = await t.app.inject('/api/health?x=%00');
    expect(health.statusCode).toBe(400);
  });

  it('is refused with 400 in a body, for a signed-in buyer’s cart, project and addresses too', async () => {
    const buyer = await insertTestAccount(t.database.db, { marketId: 'SE' });
    const cookie = await signInCookie(t.app, buyer.email);
    const headers = { cookie, origin: t.config.publicUrl };
    const writes: [string, string, unknown, string[]][] = [
      ['PUT', '/api/v1/Carts/Default/Items', { Code: 'RX\u0000', Quantity: 1 }, ['Code']],
      ['POST', '/api/v1/portal/Projects', { Name: 'P\u0000' }, ['Name']],
      ['POST', '/api/v1/Customer/Contact/Addresses', { Lines: ['\u0000'] }, ['Lines', '0']],
      ['POST', '/api/v1/Form/SendSparePartEnquiryForm', { firstName: 'A\u0000' }, ['firstName']],
      ['POST', '/api/v1/Documents/GetRelevantDocuments', { variantCodes: ['\u0000'] }, ['variantCodes', '0']],
    ];
    for (const [method, url, payload, path] of writes) {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers,
        payload: payload as object,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({
        code: 'validation_failed',
        details: [{ in: 'body', path }],
      });
    }
  });
});
