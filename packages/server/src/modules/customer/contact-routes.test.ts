import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
const ADDRESSES = '/api/v1/Customer/Contact/Addresses';
const ANY_ID = '00000000-0000-4000-8000-000000000000';
const valid = {
  Name: 'Site office',
  Line1: 'Lumagatan 4',
  PostalCode: '120 64',
  City: 'Stockholm',
  CountryCode: 'SE',
};

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) }),
  });

describe('Customer/Contact without a session', () => {
  it('answers 401 on every call, never 403 (the browser reloads on 403)', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/v1/Customer/Contact', undefined],
      ['POST', ADDRESSES, valid],
      ['PUT', `${ADDRESSES}/${ANY_ID}`, valid],
      ['DELETE', `${ADDRESSES}/${ANY_ID}`, undefined],
    ] as const) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });
});

describe('Customer/Contact/Addresses input', () => {
  it('refuses invalid bodies with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ ...valid, Name: '' }, 'Name'],
      [{ ...valid, City: 'x'.repeat(81) }, 'City'],
      [{ ...valid, CountryCode: 'Sweden' }, 'CountryCode'],
      [{ ...valid, Phone: 'ring me' }, 'Phone'],
      [{ ...valid, PostalCode: undefined }, 'PostalCode'],
    ] as const) {
      for (const [method, url] of [
        ['POST', ADDRESSES],
        ['PUT', `${ADDRESSES}/${ANY_ID}`],
      ] as const) {
        const response = await send(method, url, payload);
        expect(response.statusCode, `${method} ${field}`).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          details: [{ in: 'body', path: [field] }],
        });
      }
    }
    expect((await send('POST', ADDRESSES, 'not an object')).statusCode).toBe(400);
  });

  it('needs a non-empty id to delete (400)', async () => {
    for (const url of [ADDRESSES, `${ADDRESSES}/`, `${ADDRESSES}/%20`]) {
      const response = await send('DELETE', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ path: ['id'] }] });
    }
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await send('GET', '/api/docs/openapi.json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/Customer/Contact', ADDRESSES, `${ADDRESSES}/{id}`]),
    );
    expect(document.components.schemas).toHaveProperty('Address');
    expect(document.components.schemas).toHaveProperty('CustomerContact');
  });
});
