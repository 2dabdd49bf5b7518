import { z } from 'zod';
import {
  documentFileQuerySchema,
  documentListSchema,
  documentParamsSchema,
  documentsForComponentQuerySchema,
  documentZipBodySchema,
  documentZipQuerySchema,
  relevantDocumentsBodySchema,
  sendDocumentsBodySchema,
} from '../documents/documents.ts';
import { errorBodySchema } from '../site/errors.ts';
import { documentZipRoutes } from './document-zip-routes.ts';
import { documentRoutes } from './documents-routes.ts';
import { endpoint } from './endpoint.ts';

/* The Documents calls (shop.md §7, product-page.md §2 and §4; ADR 0011). */

/** Binary answers: described for the OpenAPI document, sent as a stream (never serialised). */
const FILE_RESPONSE = z.unknown().describe('The file');
const ZIP_RESPONSE = z.unknown().describe('application/zip');

const errors = { 400: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 500: errorBodySchema };

const documentFile = {
  tags: ['Documents'],
  description:
    'Retired documents are served too. The visit is added to the recently viewed documents (cookie). ' +
    'Answers 304 when If-None-Match holds the current ETag.',
  params: documentParamsSchema,
  query: documentFileQuerySchema,
  response: {
    200: FILE_RESPONSE,
    304: z.undefined().describe('The copy the client has is current'),
    400: errorBodySchema,
    404: errorBodySchema,
  },
};

export const viewDocumentEndpoint = endpoint(documentRoutes.view, {
  ...documentFile,
  summary: 'View the file of a document in the browser (inline when its type allows)',
});

export const downloadDocumentEndpoint = endpoint(documentRoutes.download, {
  ...documentFile,
  summary: 'Download the file of a document (attachment)',
});

export const documentsForComponentEndpoint = endpoint(documentRoutes.forComponent, {
  tags: ['Documents'],
  summary: 'The documents of a comma-separated list of ids, in that order',
  description: 'Unknown ids are left out; 204 when none is known.',
  query: documentsForComponentQuerySchema,
  response: { 200: documentListSchema, 204: z.undefined(), 400: errorBodySchema },
});

export const relevantDocumentsEndpoint = endpoint(documentRoutes.relevant, {
  tags: ['Documents'],
  summary: 'Current documents of the variants (or their products) whose type is one of docTypes',
  body: relevantDocumentsBodySchema,
  response: { 200: documentListSchema, 204: z.undefined(), 400: errorBodySchema },
});

export const documentZipEndpoint = endpoint(documentZipRoutes.zip, {
  tags: ['Documents'],
  summary: 'A zip of the listed documents, streamed',
  description:
    'Named after the product (productId, else the one product all documents belong to), else a generic ' +
    'documents archive. Over the limits: 400 (too many documents) or 413 (too many bytes), before streaming.',
  query: documentZipQuerySchema,
  body: documentZipBodySchema,
  response: { 200: ZIP_RESPONSE, ...errors },
});

export const relevantDocumentsZipEndpoint = endpoint(documentZipRoutes.relevantZip, {
  tags: ['Documents'],
  summary: 'A zip of the documents GetRelevantDocuments lists, streamed; 204 when there are none',
  body: relevantDocumentsBodySchema,
  response: { 200: ZIP_RESPONSE, ...errors, 204: z.undefined() },
});

export const sendDocumentsEndpoint = endpoint(documentRoutes.send, {
  tags: ['Documents'],
  summary: 'E-mail documents as attachments to one recipient',
  description:
    'Rate limited per client address and per recipient (429 with Retry-After). 204 when the mail is ' +
    'queued; it is sent by the mail worker right after.',
  body: sendDocumentsBodySchema,
  response: { ...errors, 204: z.undefined(), 429: errorBodySchema },
});

export const documentEndpoints = [
  viewDocumentEndpoint,
  downloadDocumentEndpoint,
  documentsForComponentEndpoint,
  relevantDocumentsEndpoint,
  documentZipEndpoint,
  relevantDocumentsZipEndpoint,
  sendDocumentsEndpoint,
];
