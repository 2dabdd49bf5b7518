import type { Route } from './endpoint.ts';

/*
 * Where the search calls are (declared in `search.ts`); plain data, so the browser loads no schema. Paths are
 * the spec's (shop.md §7 "Search"): under /searchapi/ without a version, and Find's autocomplete. The search
 * insights of the back office are ours (issue 18 point 5, ADR 0071).
 */
export const instantSearchRoute = {
  method: 'GET',
  path: '/searchapi/instantsearch',
} as const satisfies Route;
export const searchProductsRoute = {
  method: 'GET',
  path: '/searchapi/SearchProducts',
} as const satisfies Route;
export const searchDocumentsRoute = {
  method: 'GET',
  path: '/searchapi/SearchDocuments',
} as const satisfies Route;
export const searchSolutionsAndPagesRoute = {
  method: 'GET',
  path: '/searchapi/SearchSolutionsAndPages',
} as const satisfies Route;
export const searchSolutionsRoute = {
  method: 'GET',
  path: '/searchapi/SearchSolutions',
} as const satisfies Route;
export const searchPagesRoute = {
  method: 'GET',
  path: '/searchapi/SearchPages',
} as const satisfies Route;
export const productCategoryFacetsRoute = {
  method: 'GET',
  path: '/searchapi/GetProductCategoryFacets',
} as const satisfies Route;
export const productTypeFacetsRoute = {
  method: 'GET',
  path: '/searchapi/GetProductTypeFacets',
} as const satisfies Route;
export const documentLanguageFacetsRoute = {
  method: 'GET',
  path: '/searchapi/GetDocumentLanguageFacets',
} as const satisfies Route;
export const documentStatusFacetsRoute = {
  method: 'GET',
  path: '/searchapi/GetDocumentStatusFacets',
} as const satisfies Route;
export const documentSupertypesRoute = {
  method: 'GET',
  path: '/searchapi/GetDocumentSupertypes',
} as const satisfies Route;
export const searchBarInfoRoute = {
  method: 'GET',
  path: '/searchapi/GetSearchBarInfo',
} as const satisfies Route;
export const searchPageInfoRoute = {
  method: 'GET',
  path: '/searchapi/GetSearchPageInfo',
} as const satisfies Route;
export const trackSearchClickRoute = {
  method: 'POST',
  path: '/searchapi/TrackSearchClick',
} as const satisfies Route;
export const autocompleteRoute = {
  method: 'GET',
  path: '/find/rest/autocomplete/get/:q',
} as const satisfies Route;
export const searchInsightsRoute = {
  method: 'GET',
  path: '/api/v1/BackOffice/SearchInsights',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone. */
export const searchRoutes = {
  instantSearch: instantSearchRoute,
  searchProducts: searchProductsRoute,
  searchDocuments: searchDocumentsRoute,
  searchSolutionsAndPages: searchSolutionsAndPagesRoute,
  searchSolutions: searchSolutionsRoute,
  searchPages: searchPagesRoute,
  productCategoryFacets: productCategoryFacetsRoute,
  productTypeFacets: productTypeFacetsRoute,
  documentLanguageFacets: documentLanguageFacetsRoute,
  documentStatusFacets: documentStatusFacetsRoute,
  documentSupertypes: documentSupertypesRoute,
  searchBarInfo: searchBarInfoRoute,
  searchPageInfo: searchPageInfoRoute,
  trackSearchClick: trackSearchClickRoute,
  autocomplete: autocompleteRoute,
  searchInsights: searchInsightsRoute,
};
