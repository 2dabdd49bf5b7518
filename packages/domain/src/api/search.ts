import { z } from 'zod';
import {
  autocompleteParamsSchema,
  autocompleteQuerySchema,
  autocompleteResultSchema,
  instantSearchResultSchema,
  searchBarInfoSchema,
  searchClickSchema,
  searchContentResultSchema,
  searchDocumentsResultSchema,
  searchFacetsSchema,
  searchInsightsQuerySchema,
  searchInsightsSchema,
  searchPageInfoSchema,
  searchProductsResultSchema,
  searchRequestSchema,
  searchSupertypeFacetsSchema,
} from '../search/search.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { searchRoutes } from './search-routes.ts';

/*
 * The search calls (shop.md §7 "Search", issue 18, ADR 0071). Everyone may call them; texts are in the
 * request's locale (Lang, else the page locale, else x-lang), prices and stock only for viewers allowed to see
 * them (an approved buyer in a market with the web shop on). Bad input is a 400 with the error body.
 */

const tags = ['Search'];
const bad = { 400: errorBodySchema };
const query = searchRequestSchema;
const PRICES =
  'Prices (UnitPrice, UnitGrossPrice) and stock (Stock, StockExpired) are present only for a viewer allowed ' +
  'to see them (ShowPrices true); for anyone else the keys are absent. ';
const RANKING =
  'Order without a sort flag: an exact code or LVI number first, then full-text relevance (name and code ' +
  'weigh most, then summary, then body text; stemming in the language of Lang), then trigram similarity, ' +
  'which finds a word with one typo. ';
const FACETS =
  'Each facet value counts the hits that match the query and the other facets’ filters, not its own, so ' +
  'selecting a value does not zero its siblings. ';

export const instantSearchEndpoint = endpoint(searchRoutes.instantSearch, {
  tags,
  summary: 'Instant results of the header search bar: products, documents, solutions and pages at once',
  description:
    'Size hits of each kind (default 4), with the number matching of each, in one call. An empty Query ' +
    'answers no hits. ' +
    RANKING +
    PRICES,
  query,
  response: { 200: instantSearchResultSchema, ...bad },
});

export const searchProductsEndpoint = endpoint(searchRoutes.searchProducts, {
  tags,
  summary: 'Products and variants matching the query, with category and product-type facets',
  description:
    'Filters: Categories (with their subcategories), ProductTypes. Sort: relevance, or by name ' +
    '(Alphabetical). Paging: Size and Loaded. A variant hit (its code or LVI number matched) links to its ' +
    'product page with the variant chosen. An empty Query answers no hits. ' +
    RANKING +
    FACETS +
    PRICES,
  query,
  response: { 200: searchProductsResultSchema, ...bad },
});

export const searchDocumentsEndpoint = endpoint(searchRoutes.searchDocuments, {
  tags,
  summary: 'Documents matching the query and filters, with language, status and supertype facets',
  description:
    'Filters: Languages, DocumentTypes (type keys or supertypes), Status. Sort: relevance, Alphabetical, ' +
    'SortByStatus or SortByDate, with SortAsc/IsSortDesc. Retired documents are left out. An empty Query ' +
    'lists every document that matches the filters (by name unless a sort flag says otherwise). ' +
    'RecentlyViewedDocuments are the visitor’s, from the recently-viewed cookie. ' +
    RANKING +
    FACETS,
  query,
  response: { 200: searchDocumentsResultSchema, ...bad },
});

export const searchSolutionsAndPagesEndpoint = endpoint(searchRoutes.searchSolutionsAndPages, {
  tags,
  summary: 'Solutions and pages matching the query, alternating one solution and one page',
  description:
    'The hits alternate one solution, one page (blog posts count as pages) until Size is reached; when one ' +
    'kind runs out the other fills the rest (shop.md §4). Loaded counts the alternating list, so the next ' +
    'page is asked with Loaded = SolutionsLoaded + PagesLoaded. An empty Query lists all, newest first. ' +
    RANKING,
  query,
  response: { 200: searchContentResultSchema, ...bad },
});

export const searchSolutionsEndpoint = endpoint(searchRoutes.searchSolutions, {
  tags,
  summary: 'Solutions matching the query',
  description: `Paging by Size and Loaded; an empty Query lists all, newest first. ${RANKING}`,
  query,
  response: { 200: searchContentResultSchema, ...bad },
});

export const searchPagesEndpoint = endpoint(searchRoutes.searchPages, {
  tags,
  summary: 'Pages and blog posts matching the query',
  description: `Paging by Size and Loaded; an empty Query lists all, newest first. ${RANKING}`,
  query,
  response: { 200: searchContentResultSchema, ...bad },
});

export const productCategoryFacetsEndpoint = endpoint(searchRoutes.productCategoryFacets, {
  tags,
  summary: 'The product categories of the products matching the query, with counts',
  description: `Same counts as SearchProducts’ Facets.Categories. An empty Query counts all products. ${FACETS}`,
  query,
  response: { 200: searchFacetsSchema, ...bad },
});

export const productTypeFacetsEndpoint = endpoint(searchRoutes.productTypeFacets, {
  tags,
  summary: 'The product types of the products matching the query, with counts',
  description: `Same counts as SearchProducts’ Facets.ProductTypes. An empty Query counts all products. ${FACETS}`,
  query,
  response: { 200: searchFacetsSchema, ...bad },
});

export const documentLanguageFacetsEndpoint = endpoint(searchRoutes.documentLanguageFacets, {
  tags,
  summary: 'The languages of the documents matching the query, with counts',
  description: `Same counts as SearchDocuments’ Facets.Languages. ${FACETS}`,
  query,
  response: { 200: searchFacetsSchema, ...bad },
});

export const documentStatusFacetsEndpoint = endpoint(searchRoutes.documentStatusFacets, {
  tags,
  summary: 'The statuses of the documents matching the query, with counts',
  description: `Same counts as SearchDocuments’ Facets.Statuses. ${FACETS}`,
  query,
  response: { 200: searchFacetsSchema, ...bad },
});

export const documentSupertypesEndpoint = endpoint(searchRoutes.documentSupertypes, {
  tags,
  summary: 'The document supertypes, each with its types, of the documents matching the query',
  description: `Same counts as SearchDocuments’ Facets.Supertypes. ${FACETS}`,
  query,
  response: { 200: searchSupertypeFacetsSchema, ...bad },
});

export const searchBarInfoEndpoint = endpoint(searchRoutes.searchBarInfo, {
  tags,
  summary: 'What the header search bar needs: sizes, the message threshold and the search pages’ URLs',
  query,
  response: { 200: searchBarInfoSchema, ...bad },
});

export const searchPageInfoEndpoint = endpoint(searchRoutes.searchPageInfo, {
  tags,
  summary: 'What the search page needs before a query: sizes, recently viewed documents, document facets',
  query,
  response: { 200: searchPageInfoSchema, ...bad },
});

export const trackSearchClickEndpoint = endpoint(searchRoutes.trackSearchClick, {
  tags,
  summary: 'Stores a search beacon: a search shown (clicked false) or a hit clicked (clicked true)',
  description:
    'Sent with navigator.sendBeacon: the body is the JSON object as application/json or as text/plain. The ' +
    'browser sends one beacon when a search’s results are shown (clicked false; empty true when nothing was ' +
    'found) and one for each hit clicked (clicked true, hitId the hit’s HitId, searchId the answer’s ' +
    'SearchId). The back office’s search insights are read from these. Answers 204.',
  body: searchClickSchema,
  response: { 204: z.undefined(), ...bad, 413: errorBodySchema, 415: errorBodySchema },
});

export const autocompleteEndpoint = endpoint(searchRoutes.autocomplete, {
  tags,
  summary: 'Completions of the text typed so far (Find’s autocomplete)',
  description:
    'Up to size (default 3) product names, variant codes, LVI numbers, document and page titles that start ' +
    'with the text, or that are close to it (one typo), in the request’s locale, best first.',
  params: autocompleteParamsSchema,
  query: autocompleteQuerySchema,
  response: { 200: autocompleteResultSchema, ...bad },
});

export const searchInsightsEndpoint = endpoint(searchRoutes.searchInsights, {
  tags: ['BackOffice', ...tags],
  summary:
    'Search insights: top queries, queries without results, click-through per query (back office only)',
  description:
    'Read from the stored TrackSearchClick beacons of the period (UTC days, from and to included). A search ' +
    'is one SearchId; it has a click when a beacon with clicked true names it. Queries are compared trimmed ' +
    'and in lower case. 401 not signed in, 403 for any role but the back office.',
  query: searchInsightsQuerySchema,
  response: { 200: searchInsightsSchema, ...bad, 401: errorBodySchema, 403: errorBodySchema },
});

export const searchEndpoints = [
  instantSearchEndpoint,
  searchProductsEndpoint,
  searchDocumentsEndpoint,
  searchSolutionsAndPagesEndpoint,
  searchSolutionsEndpoint,
  searchPagesEndpoint,
  productCategoryFacetsEndpoint,
  productTypeFacetsEndpoint,
  documentLanguageFacetsEndpoint,
  documentStatusFacetsEndpoint,
  documentSupertypesEndpoint,
  searchBarInfoEndpoint,
  searchPageInfoEndpoint,
  trackSearchClickEndpoint,
  autocompleteEndpoint,
  searchInsightsEndpoint,
];
