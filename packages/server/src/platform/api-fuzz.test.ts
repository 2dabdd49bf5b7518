import { describe, expect, it } from 'vitest';
import {
  type FuzzCase,
  fuzzCases,
  LEAK_PATTERN,
  type OpenApiDocument,
} from '../testing/openapi-fuzz-cases.ts';
import { insertTestAccount, signInCookie } from '../testing/test-accounts.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

// About 1,200 requests per run: some seconds on a quiet machine; the bound is for a machine shared with others.
const RUN_TIMEOUT_MS = 120_000;

// Signing out or ending every session would turn the rest of a signed-in run anonymous.
const ENDS_THE_SESSION = /SignOut|Sessions/i;

async function document(): Promise<OpenApiDocument> {
  const response = await t.app.inject('/api/docs/openapi.json');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Sends every case and answers those that got a 5xx or showed internals, with what came back. */
async function failuresOf(cases: FuzzCase[], headers: Record<string, string>): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, fuzzCase] of cases.entries()) {
    const response = await t.app.inject({
      method: fuzzCase.method as 'GET',
      url: fuzzCase.url,
      headers: { ...headers, ...fuzzCase.headers },
      ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
      // A network of its own per case: rate limits would otherwise answer 429 before the handler is reached.
      remoteAddress: `10.77.${(index >> 8) & 255}.${index & 255}`,
    });
    if (response.statusCode >= 500 || LEAK_PATTERN.test(response.body)) {
      failures.push(`${fuzzCase.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
  }
  return failures;
}

describe('every route of the OpenAPI document, with input it must refuse', () => {
  it('covers the API: every area of the shop is in the document', async () => {
    const doc = await document();
    const paths = Object.keys(doc.paths).join('\n');
    for (const area of ['Catalog', 'Carts', 'Projects', 'Customer', 'Documents', 'Form', 'Translations']) {
      expect(paths).toContain(area);
    }
    expect(fuzzCases(doc).length).toBeGreaterThan(800);
  });

  it(
    'answers an anonymous visitor without a 5xx or a stack trace',
    async () => {
      const failures = await failuresOf(fuzzCases(await document()), {});
      expect(failures.join('\n')).toBe('');
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'answers a signed-in approved buyer without a 5xx or a stack trace',
    async () => {
      const buyer = await insertTestAccount(t.database.db, { marketId: 'SE' });
      const cookie = await signInCookie(t.app, buyer.email);
      const cases = fuzzCases(await document()).filter((c) => !ENDS_THE_SESSION.test(c.url));
      const failures = await failuresOf(cases, { cookie, origin: t.config.publicUrl });
      expect(failures.join('\n')).toBe('');
      // Still signed in at the end: the cases ran as the buyer, not as an anonymous visitor.
      const profile = await t.app.inject({ url: '/api/v1/Customer/ProfileInfo', headers: { cookie } });
      expect(profile.json()).toMatchObject({ IsLoggedIn: true });
    },
    RUN_TIMEOUT_MS,
  );
});
