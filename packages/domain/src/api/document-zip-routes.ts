import type { Route } from './endpoint.ts';

/** Where the documents' zips are (declared in `documents.ts`); see documents-routes.ts. */
export const documentZipRoute = {
  method: 'POST',
  path: '/api/v1/Documents/DownloadDocumentZip',
} as const satisfies Route;
export const documentRelevantZipRoute = {
  method: 'POST',
  path: '/api/v1/Documents/DownloadRelevantDocuments',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const documentZipRoutes = {
  zip: documentZipRoute,
  relevantZip: documentRelevantZipRoute,
};
