import { RECENT_DOCUMENTS_COOKIE } from '@airshop/domain/documents/documents';
import { alternate } from '@airshop/domain/search/alternate';
import {
  autocompleteResultSchema,
  instantSearchResultSchema,
  type SearchContentResult,
  type SearchDocumentsResult,
  type SearchProductsResult,
  searchInsightsSchema,
} from '@airshop/domain/search/search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows.ts';
import { clientNetworkSubject } from '../../platform/rate-limit.ts';
import { insertCompany } from '../../testing/back-office-support.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { signInViewers, type Viewer } from '../../testing/viewers.ts';
import { SEARCH_BEACON_LIMIT } from './insights.ts';
import { reindexSearch } from './reindex.ts';

/*
 * The search calls (issue 18 points 2, 3, 5, 6; ADR 0071) over the fixed demo catalogue (24 products, their
 * variants and documents, 12 solutions and 50 pages and posts in en, sv and de): ranking, stemming, typos,
 * facets, paging, sorting, the alternation, price visibility for every kind of viewer, hostile input, the
 * beacon and the back office's insights.
 */

const t = useTestApp();
const VIEWERS = [
  'anonymous',
  'waitingBackOffice',
  'buyer',
  'backOffice',
] as const satisfies readonly Viewer[];
let headers: Record<(typeof VIEWERS)[number], Record<string, string>>;

async function get<T>(url: string, as: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ url, headers: as });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

const products = (query: string) => get<SearchProductsResult>(`/searchapi/SearchProducts?${query}`);
const documents = (query: string, as: Record<string, string> = {}) =>
  get<SearchDocumentsResult>(`/searchapi/SearchDocuments?${query}`, as);
const content = (call: string, query: string) => get<SearchContentResult>(`/searchapi/${call}?${query}`);

let variant: { code: string; lvi: string; product: string };

beforeAll(async () => {
  const db = t.database.db;
  (await loadTestCatalog(db)).dispose();
  const [row] = await queryRows<{ code: string; lvi: string; product: string }>(
    db,
    sql`select v.code, v.lvi_number as lvi, v.product_id as product from variants v
      where v.lvi_number is not null and exists (select 1 from variant_prices vp where vp.variant_id = v.id
        and vp.market_id = 'SE') order by v.code desc limit 1`,
  );
  if (!row) throw new Error('the test catalogue has no priced variant with an LVI number');
  variant = row;
  const A = await insertCompany(db, { name: 'Alpha Ventilation AB', marketId: 'SE', customerNumber: 'A-1' });
  headers = (await signInViewers(t.app, db, VIEWERS, { A })).headers;
});

describe('ranking', () => {
  it('puts the exact variant code first, with its product page choosing the variant', async () => {
    const result = await products(`Query=${encodeURIComponent(variant.code.toLowerCase())}`);
    expect(result.Hits[0]?.Type).toBe('variant');
    expect(result.Hits[0]?.Document.Code).toBe(variant.code);
    expect(result.Hits[0]?.Document.Url).toContain(`?code=${encodeURIComponent(variant.code)}`);
    expect(result.Hits[0]?.HitId).toBe(`variant:${variant.code}`);
  });

  it('puts the exact LVI number first', async () => {
    const result = await products(`Query=${variant.lvi}`);
    expect(result.Hits[0]?.Document.LviNumber).toBe(variant.lvi);
    expect(result.Hits[0]?.Document.Code).toBe(variant.code);
  });

  it('finds a code by its start as it is typed', async () => {
    const start = variant.code.slice(0, 5);
    const result = await products(`Query=${start}&Size=50`);
    expect(result.Hits.some((h) => h.Document.Code === variant.code)).toBe(true);
  });

  it('finds a name by its start while its last word is still one or two characters', async () => {
    // 'df 1' is no whole word and too short a prefix for the full text (ADR 0071): the title's start finds it.
    const result = await products('Query=kvistra%20df%201&Size=50');
    expect(result.Hits.some((h) => h.Document.Name === 'Kvistra DF 100')).toBe(true);
    expect(result.Hits.every((h) => h.Document.Name.startsWith('Kvistra DF 1'))).toBe(true);
  });

  it('finds names and words with one typo', async () => {
    const names = await products('Query=kvitra');
    expect(names.TotalMatching).toBeGreaterThan(0);
    expect(names.Hits.every((h) => h.Document.Name.startsWith('Kvistra'))).toBe(true);
    const docs = await documents('Query=maintenence');
    expect(docs.Hits[0]?.Document.Name).toMatch(/maintenance/i);
  });

  it('ranks a name match above a match in the body text', async () => {
    const result = await products('Query=fan&Size=50');
    const first = result.Hits[0]?.Document;
    expect(first?.CategoryName).toMatch(/fan/i);
    expect(result.Hits.map((h) => h.Score)).toEqual(
      [...result.Hits.map((h) => h.Score)].sort((a, b) => b - a),
    );
  });

  it.each([
    // Swedish: the definite plural finds "lägenheter" and "förskolor" of the compact units' intro.
    ['sv', 'lägenheterna förskola', 'cx-100'],
    // German: the plural finds "Lüftungsgerät" of the plate units' intro.
    ['de', 'Lüftungsgeräte Gegenstrom', 'px-100'],
    // Finnish: the nominative plural finds "toimistoihin" (into offices).
    ['fi', 'toimistot kone', 'cx-100'],
  ])('stems %s words with its own dictionary', async (lang, query, product) => {
    const result = await products(`Lang=${lang}&Query=${encodeURIComponent(query)}&Size=50`);
    expect(result.Hits.map((h) => h.Document.Id)).toContain(product);
    // The English dictionary does not know them: the same words in en find nothing.
    const english = await products(`Lang=en&Query=${encodeURIComponent(query)}`);
    expect(english.TotalMatching).toBe(0);
  });

  it('matches without accents and suggests close names when nothing matches', async () => {
    const withAccents = await content(
      'SearchSolutionsAndPages',
      `Lang=sv&Query=${encodeURIComponent('värmeåtervinning')}`,
    );
    const without = await content('SearchSolutionsAndPages', 'Lang=sv&Query=varmeatervinning');
    expect(withAccents.TotalMatching).toBeGreaterThan(0);
    expect(without.TotalMatching).toBe(withAccents.TotalMatching);
    const none = await products('Query=kvistraa%20zzz');
    expect(none.TotalMatching).toBe(0);
    expect(none.Suggestions.length).toBeGreaterThan(0);
  });

  it('does not suggest the very word typed, found in documents but in no product', async () => {
    expect((await documents('Lang=de&Query=Datenblatt')).TotalMatching).toBeGreaterThan(0);
    const none = await products('Lang=de&Query=Datenblatt');
    expect(none.TotalMatching).toBe(0);
    expect(none.Suggestions).not.toContain('datenblatt');
  });
});

describe('facets, filters and counts', () => {
  it('counts categories and types from the same statement, each facet without its own filter', async () => {
    const all = await products('Query=kvistra&Size=100');
    const categories = all.Facets.Categories;
    expect(categories.reduce((sum, f) => sum + f.Count, 0)).toBe(all.TotalMatching);
    const first = categories[0];
    if (!first) throw new Error('no category facet');
    const filtered = await products(`Query=kvistra&Size=100&Categories=${first.Value}`);
    expect(filtered.TotalMatching).toBe(first.Count);
    expect(filtered.Hits.every((h) => h.Document.CategoryId === first.Value)).toBe(true);
    // Its own facet still lists the other categories, with their counts, the chosen one selected.
    expect(filtered.Facets.Categories).toEqual(
      categories.map((f) => ({ ...f, Selected: f.Value === first.Value })),
    );
    const facetCall = await get<{ Facets: unknown[] }>(`/searchapi/GetProductCategoryFacets?Query=kvistra`);
    expect(facetCall.Facets).toEqual(categories);
  });

  it('takes a parent category with its subcategories, and repeated filters as any of them', async () => {
    const fans = await products('Query=kvistra&Size=100&Categories=fans');
    expect(fans.TotalMatching).toBeGreaterThan(0);
    const sub = new Set(fans.Hits.map((h) => h.Document.CategoryId));
    expect(sub.size).toBeGreaterThan(1);
    const both = await products(`Query=kvistra&Size=100&${[...sub].map((c) => `Categories=${c}`).join('&')}`);
    expect(both.TotalMatching).toBe(fans.TotalMatching);
  });

  it('filters documents by language, type or supertype, and status; counts match the facet calls', async () => {
    const sv = await documents('Languages=sv&Size=100');
    expect(sv.TotalMatching).toBeGreaterThan(0);
    expect(sv.Hits.every((h) => h.Document.Languages.includes('sv'))).toBe(true);
    const languages = await get<{ Facets: { Value: string; Count: number }[] }>(
      '/searchapi/GetDocumentLanguageFacets',
    );
    expect(languages.Facets.find((f) => f.Value === 'sv')?.Count).toBe(sv.TotalMatching);
    const supertypes = await get<{ Facets: { Value: string; Count: number; Types: { Value: string }[] }[] }>(
      '/searchapi/GetDocumentSupertypes',
    );
    const supertype = supertypes.Facets[0];
    if (!supertype) throw new Error('no supertype');
    const bySupertype = await documents(`DocumentTypes=${encodeURIComponent(supertype.Value)}`);
    expect(bySupertype.TotalMatching).toBe(supertype.Count);
    const byType = await documents(`DocumentTypes=${supertype.Types[0]?.Value}`);
    expect(
      byType.Hits.every((h) => h.Document.Categories.some((c) => c.TypeKey === supertype.Types[0]?.Value)),
    ).toBe(true);
    const statuses = await get<{ Facets: { Value: string; Count: number }[] }>(
      '/searchapi/GetDocumentStatusFacets',
    );
    const status = statuses.Facets.find((f) => f.Value === 'Preliminary');
    const preliminary = await documents('Status=preliminary');
    expect(preliminary.TotalMatching).toBe(status?.Count);
  });
});

describe('paging and sorting', () => {
  it('pages by Size and Loaded (and the spec’s skip) without gaps or repeats', async () => {
    const whole = await documents('Query=kvistra&Size=12');
    const first = await documents('Query=kvistra&Size=5');
    const second = await documents('Query=kvistra&Size=5&Loaded=5');
    const third = await documents('query=kvistra&size=2&skip=10');
    expect([...first.Hits, ...second.Hits, ...third.Hits].map((h) => h.HitId)).toEqual(
      whole.Hits.map((h) => h.HitId),
    );
  });

  it('sorts documents by date, status and name in either direction', async () => {
    const dates = (await documents('SortByDate=true&Size=100')).Hits.map((h) => h.Document.DateSortable);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const ascending = (await documents('SortByDate=True&SortAsc=true&Size=100')).Hits.map(
      (h) => h.Document.DateSortable,
    );
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending[0]).toBeLessThan(dates[dates.length - 1] ?? 0);
    const statuses = (await documents('SortByStatus=1&Size=100')).Hits.map((h) => h.Document.StatusSortable);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    const names = (await documents('Query=kvistra&Alphabetical=true&IsSortDesc=true&Size=100')).Hits.map(
      (h) => h.Document.Name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort().reverse());
  });
});

describe('solutions and pages', () => {
  it('alternates one solution and one page until Size, then pages on through the one list', async () => {
    const solutions = await content('SearchSolutions', 'Size=100');
    const pages = await content('SearchPages', 'Size=100');
    expect(solutions.SolutionsMatching).toBe(12);
    expect(pages.PagesMatching).toBeGreaterThanOrEqual(50);
    const expected = alternate(solutions.Hits, pages.Hits, 100).map((h) => h.HitId);
    const seen: string[] = [];
    let loaded = 0;
    for (;;) {
      const page = await content('SearchSolutionsAndPages', `Size=7&Loaded=${loaded}`);
      seen.push(...page.Hits.map((h) => h.HitId));
      expect(page.SolutionsLoaded + page.PagesLoaded).toBe(seen.length);
      loaded = page.SolutionsLoaded + page.PagesLoaded;
      if (page.Hits.length < 7) break;
    }
    expect(seen).toEqual(expected.slice(0, seen.length));
    expect(seen.length).toBe(Math.min(100, solutions.SolutionsMatching + pages.PagesMatching));
    expect(seen.slice(0, 4).map((id) => id.split(':')[0])).toEqual(['solution', 'page', 'solution', 'page']);
  });

  it('answers in the locale asked, falling back to English and saying so', async () => {
    const sv = await content('SearchSolutions', 'Lang=sv&Query=sjukhus');
    expect(sv.Hits[0]?.Document.TextLocale).toBe('sv');
    expect(sv.Hits[0]?.Document.Url).toMatch(/^\/sv\/solutions\//);
    const fi = await content('SearchSolutions', 'Lang=fi&Query=hospitals');
    expect(fi.Hits[0]?.Document).toMatchObject({ TextLocale: 'en', IsFallback: true });
    const atPage = await get<SearchContentResult>('/searchapi/SearchSolutions?Query=krankenhaus', {
      'x-page-locale': 'de',
    });
    expect(atPage.Hits[0]?.Document.TextLocale).toBe('de');
  });
});

describe('instant search, autocomplete and the info calls', () => {
  it('answers four of each kind at once', async () => {
    const result = instantSearchResultSchema.parse(await get('/searchapi/instantsearch?Query=kvistra'));
    expect(result.Products.Hits).toHaveLength(4);
    expect(result.Documents.Hits).toHaveLength(4);
    expect(result.Products.TotalMatching).toBeGreaterThan(4);
  });

  it('completes names, codes and LVI numbers, at most size', async () => {
    const names = autocompleteResultSchema.parse(await get('/find/rest/autocomplete/get/kvis?size=3'));
    expect(names.Hits).toHaveLength(3);
    expect(names.Hits.every((h) => h.Query.toLowerCase().startsWith('kvis'))).toBe(true);
    const codes = autocompleteResultSchema.parse(
      await get(`/find/rest/autocomplete/get/${variant.code.slice(0, 6)}`),
    );
    expect(codes.Hits.length).toBeGreaterThan(0);
    expect(codes.Hits.length).toBeLessThanOrEqual(3);
    const lvi = autocompleteResultSchema.parse(await get(`/find/rest/autocomplete/get/${variant.lvi}`));
    expect(lvi.Hits.map((h) => h.Query)).toContain(variant.lvi);
  });

  it('lists the recently viewed documents from the cookie', async () => {
    const [doc] = (await documents('Size=1')).Hits;
    if (!doc) throw new Error('no document');
    const cookie = `${RECENT_DOCUMENTS_COOKIE}=${doc.Document.Id}`;
    const result = await documents('Query=nothing-like-this', { cookie });
    expect(result.RecentlyViewedDocuments.map((d) => d.Id)).toEqual([doc.Document.Id]);
    const info = await get<{ RecentlyViewedDocuments: { Id: string }[]; SearchPageUrl: string }>(
      '/searchapi/GetSearchPageInfo?Lang=de',
      { cookie },
    );
    expect(info.RecentlyViewedDocuments.map((d) => d.Id)).toEqual([doc.Document.Id]);
    expect(info.SearchPageUrl).toBe('/de/search');
  });
});

describe('prices and stock', () => {
  const GETS = [
    '/searchapi/instantsearch?Query=kvistra',
    '/searchapi/SearchProducts?Query=kvistra',
    '/searchapi/SearchDocuments?Query=kvistra',
    '/searchapi/SearchSolutionsAndPages?Query=air',
    '/searchapi/SearchSolutions?Query=air',
    '/searchapi/SearchPages?Query=air',
    '/searchapi/GetProductCategoryFacets?Query=kvistra',
    '/searchapi/GetProductTypeFacets?Query=kvistra',
    '/searchapi/GetDocumentLanguageFacets',
    '/searchapi/GetDocumentStatusFacets',
    '/searchapi/GetDocumentSupertypes',
    '/searchapi/GetSearchBarInfo',
    '/searchapi/GetSearchPageInfo',
    '/find/rest/autocomplete/get/kvistra',
  ];

  it.each(['anonymous', 'waitingBackOffice'] as const)('are never in any answer for %s', async (viewer) => {
    for (const url of GETS) {
      const response = await t.app.inject({
        url: `${url}&Size=50`.replace(/^([^?]*)&/, '$1?'),
        headers: headers[viewer],
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(/UnitPrice|UnitGrossPrice|"Stock"/);
      if (response.body.includes('ShowPrices')) expect(response.body).toContain('"ShowPrices":false');
    }
  });

  it('come with the hits for an approved buyer, in the buyer’s market', async () => {
    const result = await get<SearchProductsResult>(
      `/searchapi/SearchProducts?Query=${encodeURIComponent(variant.code)}`,
      headers.buyer,
    );
    expect(result.ShowPrices).toBe(true);
    const hit = result.Hits[0]?.Document;
    expect(hit?.UnitPrice?.Currency).toBe('SEK');
    expect(hit?.UnitPrice?.Amount).toBeGreaterThan(0);
    expect(hit).toHaveProperty('Stock');
    const instant = await get<{ ShowPrices: boolean; Products: SearchProductsResult }>(
      `/searchapi/instantsearch?Query=${encodeURIComponent(variant.code)}`,
      headers.buyer,
    );
    expect(instant.Products.Hits[0]?.Document.UnitPrice).toEqual(hit?.UnitPrice);
  });
});

describe('hostile input', () => {
  const CALLS = [
    'instantsearch',
    'SearchProducts',
    'SearchDocuments',
    'SearchSolutionsAndPages',
    'SearchSolutions',
    'SearchPages',
    'GetProductCategoryFacets',
    'GetProductTypeFacets',
    'GetDocumentLanguageFacets',
    'GetDocumentStatusFacets',
    'GetDocumentSupertypes',
    'GetSearchBarInfo',
    'GetSearchPageInfo',
  ];
  const QUERIES = [
    "&|!():*<>'\\",
    "' or 1=1; drop table products; --",
    'a:* & !b | (c <-> d)',
    '%_%',
    '',
    '   ',
    'x'.repeat(10_240),
    '\u00e9\u0301\ud83d\ude00 Ω',
    'a'.repeat(199),
  ];

  it('answers 200 or 400, never 500, for every call and every query', async () => {
    for (const call of CALLS) {
      for (const query of QUERIES) {
        const response = await t.app.inject({ url: `/searchapi/${call}?Query=${encodeURIComponent(query)}` });
        expect([200, 400], `${call} ${query.slice(0, 40)}`).toContain(response.statusCode);
        if (query.length > 200) expect(response.statusCode).toBe(400);
      }
    }
    for (const query of QUERIES.filter((q) => q.trim() !== '')) {
      const response = await t.app.inject({
        url: `/find/rest/autocomplete/get/${encodeURIComponent(query)}`,
      });
      // The path parameter reaches the route however long (app.ts maxParamLength), and its schema decides.
      expect(query.trim().length > 200 ? [400] : [200], query.slice(0, 40)).toContain(response.statusCode);
    }
  });

  it('refuses bad parameters with 400 and the error body', async () => {
    for (const bad of [
      'Size=0',
      'Size=101',
      'Size=abc',
      'Loaded=-1',
      'Lang=xx',
      'SortAsc=maybe',
      `Languages=${'a'.repeat(101)}`,
    ]) {
      const response = await t.app.inject({ url: `/searchapi/SearchDocuments?${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const many = Array.from({ length: 51 }, (_, i) => `Categories=c${i}`).join('&');
    expect((await t.app.inject({ url: `/searchapi/SearchProducts?${many}` })).statusCode).toBe(400);
  });
});

describe('the beacon and the search insights', () => {
  const beacon = (body: string, type: string) =>
    t.app.inject({
      method: 'POST',
      url: '/searchapi/TrackSearchClick',
      headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
      payload: body,
    });

  it('stores beacons sent as text/plain or JSON, and refuses anything else', async () => {
    const shown = { query: ' Roof Fan ', searchId: 's1', clicked: false, empty: false, language: 'en' };
    expect((await beacon(JSON.stringify(shown), 'text/plain;charset=UTF-8')).statusCode).toBe(204);
    const click = { ...shown, clicked: true, hitId: 'product:tf-100' };
    expect((await beacon(JSON.stringify(click), 'application/json')).statusCode).toBe(204);
    const other = { query: 'roof fan', searchId: 's2', clicked: false, empty: false, language: 'sv' };
    expect((await beacon(JSON.stringify(other), 'text/plain')).statusCode).toBe(204);
    const empty = { query: 'zzz', searchId: 's3', clicked: false, empty: true, language: 'en' };
    expect((await beacon(JSON.stringify(empty), 'text/plain')).statusCode).toBe(204);
    expect((await beacon('not json', 'text/plain')).statusCode).toBe(400);
    expect((await beacon('{"query":"x"}', 'application/json')).statusCode).toBe(400);
    expect(
      (await beacon(JSON.stringify({ ...shown, query: 'x'.repeat(5000) }), 'text/plain')).statusCode,
    ).toBe(413);
  });

  it('gives the back office top queries, queries without results and click-through', async () => {
    const response = await t.app.inject({
      url: '/api/v1/BackOffice/SearchInsights',
      headers: headers.backOffice,
    });
    expect(response.statusCode).toBe(200);
    const insights = searchInsightsSchema.parse(response.json());
    expect(insights.Searches).toBe(3);
    expect(insights.SearchesWithClick).toBe(1);
    expect(insights.TopQueries[0]).toEqual({ Query: 'roof fan', Searches: 2, Clicks: 1, ClickThrough: 0.5 });
    expect(insights.NoResultQueries).toEqual([{ Query: 'zzz', Searches: 1 }]);
    const future = await t.app.inject({
      url: '/api/v1/BackOffice/SearchInsights?from=2030-01-01&to=2030-01-31',
      headers: headers.backOffice,
    });
    expect(future.json()).toMatchObject({ Searches: 0, TopQueries: [] });
    const backwards = '/api/v1/BackOffice/SearchInsights?from=2026-02-01&to=2026-01-01';
    expect((await t.app.inject({ url: backwards, headers: headers.backOffice })).statusCode).toBe(400);
  });

  it('stops a client network that sends more beacons than people do, saying when to come back', async () => {
    // The network's hour already holds the limit's beacons (as 2,000 requests would leave it).
    const bucket = `${SEARCH_BEACON_LIMIT.name}:${clientNetworkSubject('10.77.3.9')}`;
    await t.database.db.execute(sql`insert into rate_limit_hits (bucket, window_start, hits)
      values (${bucket}, to_timestamp(floor(extract(epoch from now()) / 3600) * 3600), ${SEARCH_BEACON_LIMIT.max})`);
    const body = JSON.stringify({
      query: 'flood',
      searchId: 's-flood',
      clicked: false,
      empty: false,
      language: 'en',
    });
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/searchapi/TrackSearchClick',
        headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
        payload: body,
        remoteAddress,
      });
    const refused = await send('10.77.3.200');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another network is not affected, and nothing of the refused beacon was stored.
    expect((await send('10.77.4.1')).statusCode).toBe(204);
    const [stored] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from search_clicks where search_id = 's-flood'`,
    );
    expect(stored?.n).toBe(1);
  });

  it('is the back office’s alone', async () => {
    const url = '/api/v1/BackOffice/SearchInsights';
    expect((await t.app.inject({ url, headers: headers.anonymous })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: headers.buyer })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: headers.waitingBackOffice })).statusCode).toBe(403);
  });
});

describe('keeping the index in sync', () => {
  it('was filled by the import, and follows a change when rebuilt', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update products set name = name || '{"en": "Kvistra Zephyrmaster 100"}'::jsonb where id = 'cx-100'`,
    );
    expect((await products('Query=zephyrmaster')).TotalMatching).toBe(0);
    await reindexSearch(db, ['products']);
    const found = await products('Query=zephyrmaster');
    expect(found.Hits[0]?.Document.Id).toBe('cx-100');
  });
});
