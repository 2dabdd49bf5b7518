import type { Route } from './endpoint.ts';

/** Where the documents' zips are (declared in `documents.ts`); see documents-routes.ts. */
export const documentZipRoutes = {
  zip: { method: 'POST', path: '/api/v1/Documents/DownloadDocumentZip' },
  relevantZip: { method: 'POST', path: '/api/v1/Documents/DownloadRelevantDocuments' },
} as const satisfies Record<string, Route>;
