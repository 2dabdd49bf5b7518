import type { Route } from './endpoint.ts';

/*
 * Where the documents' endpoints are (declared in `documents.ts`); plain data, so the browser loads no schema. The
 * zips are in document-zip-routes.ts: a module of routes the pages of two chunks import becomes a chunk of its own,
 * one more request on the product page's first view.
 */
export const documentViewRoute = { method: 'GET', path: '/api/v1/Documents/:id' } as const satisfies Route;
export const documentDownloadRoute = {
  method: 'GET',
  path: '/api/v1/Documents/:id/Download',
} as const satisfies Route;
export const documentForComponentRoute = {
  method: 'GET',
  path: '/api/v1/Documents/GetDocumentsForComponent',
} as const satisfies Route;
export const documentRelevantRoute = {
  method: 'POST',
  path: '/api/v1/Documents/GetRelevantDocuments',
} as const satisfies Route;
export const documentSendRoute = { method: 'POST', path: '/api/v1/Documents/Send' } as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const documentRoutes = {
  view: documentViewRoute,
  download: documentDownloadRoute,
  forComponent: documentForComponentRoute,
  relevant: documentRelevantRoute,
  send: documentSendRoute,
};
