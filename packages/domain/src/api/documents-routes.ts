import { route } from './endpoint.ts';

/** Where the documents' endpoints are (declared in `documents.ts`); plain data, so the browser loads no schema. */
export const documentRoutes = {
  view: route('GET', '/api/v1/Documents/:id'),
  download: route('GET', '/api/v1/Documents/:id/Download'),
  forComponent: route('GET', '/api/v1/Documents/GetDocumentsForComponent'),
  relevant: route('POST', '/api/v1/Documents/GetRelevantDocuments'),
  zip: route('POST', '/api/v1/Documents/DownloadDocumentZip'),
  relevantZip: route('POST', '/api/v1/Documents/DownloadRelevantDocuments'),
  send: route('POST', '/api/v1/Documents/Send'),
};
