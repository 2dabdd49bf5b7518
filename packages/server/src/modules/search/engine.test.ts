import { resolveSearchRequest, searchRequestSchema } from '@airshop/domain/search/search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { SEARCH_COUNT_CAP, searchDocumentRows, searchProductRows } from './engine.ts';
import { withinCount } from './service.ts';

/*
 * The count cap (ADR 0077) on the small test catalogue, with caps small enough to be reached: below it every
 * count is exact, past it the total stops there and says so, exact codes come first whatever the cap.
 */

let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
const request = (query: Record<string, string>) => resolveSearchRequest(searchRequestSchema.parse(query));

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  (await loadTestCatalog(db)).dispose();
  return () => database.dispose();
});

describe('the count cap', () => {
  it('counts exactly below the cap, and stops at it past it, saying so', async () => {
    const all = await searchProductRows(db, 'en', request({ Query: 'kvistra', Size: '100' }), {
      market: undefined,
      hits: true,
    });
    expect(all.total).toBeGreaterThan(5);
    expect(all.total).toBeLessThan(SEARCH_COUNT_CAP);
    expect(all.capped).toBe(false);
    expect(all.categories.reduce((sum, f) => sum + f.count, 0)).toBe(all.total);

    const exactly = await searchProductRows(db, 'en', request({ Query: 'kvistra', Size: '100' }), {
      market: undefined,
      hits: true,
      cap: all.total,
    });
    expect(exactly).toMatchObject({ total: all.total, capped: false });

    const capped = await searchProductRows(db, 'en', request({ Query: 'kvistra', Size: '100' }), {
      market: undefined,
      hits: true,
      cap: 5,
    });
    expect(capped).toMatchObject({ total: 5, capped: true });
    // Ranked among the rows read (the cap's and the one that says there are more), best first.
    expect(capped.hits.length).toBe(6);
    const scores = capped.hits.map((h) => Number(h.score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('puts an exact code first however many rows its words match', async () => {
    const [variant] = await queryRows<{ code: string }>(
      db,
      sql`select code from variants order by code limit 1`,
    );
    if (!variant) throw new Error('no variant');
    const result = await searchProductRows(db, 'en', request({ Query: variant.code.toLowerCase() }), {
      market: undefined,
      hits: true,
      cap: 0,
    });
    expect(result.hits[0]?.kind).toBe('variant');
    expect(result.hits[0]?.data.code).toBe(variant.code);
  });

  it('reads each facet from its own set: a filter does not hide the values of its own facet', async () => {
    const all = await searchDocumentRows(db, 'en', request({ Query: 'kvistra' }), { hits: true, cap: 1_000 });
    const language = all.languages.find((f) => f.value !== 'en')?.value;
    if (!language) throw new Error('no document language but English');
    const filtered = await searchDocumentRows(db, 'en', request({ Query: 'kvistra', Languages: language }), {
      hits: true,
      cap: 1_000,
    });
    expect(filtered.languages).toEqual(all.languages);
    expect(filtered.total).toBe(all.languages.find((f) => f.value === language)?.count);
    const small = await searchDocumentRows(db, 'en', request({ Query: 'kvistra', Languages: language }), {
      hits: true,
      cap: 2,
    });
    expect(small).toMatchObject({ total: 2, capped: true });
    expect(small.hits.every((h) => h.data.languages.map((l) => l.toLowerCase()).includes(language))).toBe(
      true,
    );
  });

  it('never pages past the count it gives: the row past the cap is not a hit', async () => {
    const cap = 5;
    const atCap = request({ Query: 'kvistra', Size: '10', Loaded: String(cap) });
    const rows = await searchProductRows(db, 'en', atCap, { market: undefined, hits: true, cap });
    expect(rows).toMatchObject({ total: cap, capped: true });
    // The set holds the row that says more match, and a page from the cap reaches it …
    expect(rows.hits).toHaveLength(1);
    // … but the answer's hits stay within TotalMatching.
    expect(withinCount(rows.hits, rows, atCap)).toEqual([]);
    const first = request({ Query: 'kvistra', Size: '3', Loaded: '3' });
    const page = await searchProductRows(db, 'en', first, { market: undefined, hits: true, cap });
    expect(withinCount(page.hits, page, first)).toHaveLength(2);
    // Sorted by name the set is read whole and pages on past the cap, as before.
    const byName = request({ Query: 'kvistra', Size: '10', Loaded: String(cap), Alphabetical: 'true' });
    const named = await searchProductRows(db, 'en', byName, { market: undefined, hits: true, cap });
    expect(withinCount(named.hits, named, byName).length).toBe(named.hits.length);
    expect(named.hits.length).toBeGreaterThan(1);
  });
});
