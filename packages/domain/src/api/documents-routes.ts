import type { Route } from './endpoint.ts';

/*
 * Where the documents' endpoints are (declared in `documents.ts`); plain data, so the browser loads no schema. The
 * zips are in document-zip-routes.ts: a module of routes the pages of two chunks import becomes a chunk of its own,
 * one more request on the product page's first view.
 */
export const documentRoutes = {
  view: { method: 'GET', path: '/api/v1/Documents/:id' },
  download: { method: 'GET', path: '/api/v1/Documents/:id/Download' },
  forComponent: { method: 'GET', path: '/api/v1/Documents/GetDocumentsForComponent' },
  relevant: { method: 'POST', path: '/api/v1/Documents/GetRelevantDocuments' },
  send: { method: 'POST', path: '/api/v1/Documents/Send' },
} as const satisfies Record<string, Route>;
