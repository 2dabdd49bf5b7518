import { contentDispositionHeader } from '@airshop/domain/content-disposition';
import {
  documentFileQuerySchema,
  documentListSchema,
  documentParamsSchema,
  documentsForComponentQuerySchema,
  documentZipBodySchema,
  documentZipQuerySchema,
  formatRecentDocumentIds,
  RECENT_DOCUMENTS_COOKIE,
  relevantDocumentsBodySchema,
  sendDocumentsBodySchema,
} from '@airshop/domain/documents';
import { errorBodySchema } from '@airshop/domain/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RateLimitError } from '../../platform/rate-limit.ts';
import { sendOrNoContent } from '../../platform/reply.ts';
import type { Storage } from '../../platform/storage.ts';
import { getDocumentFile } from './document-file.ts';
import { type DocumentZip, downloadDocumentZip, downloadRelevantDocuments } from './document-zip.ts';
import { getDocumentsForComponent, getRelevantDocuments } from './list-documents.ts';
import { sendDocuments } from './send-documents.ts';

export interface DocumentsRoutesOptions {
  storage: Storage;
  /** Cookies get Secure (config.secureCookies). */
  secureCookies: boolean;
  /** Tells the mail worker a mail was committed, so it goes out now rather than at the next poll. */
  wakeMail: () => void;
}

const RECENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** Binary answers: described for the OpenAPI document, sent as a stream (never serialised). */
const FILE_RESPONSE = z.unknown().describe('The file');
const ZIP_RESPONSE = z.unknown().describe('application/zip');

const errors = { 400: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema, 500: errorBodySchema };

/** Fetch clients never compress these: PDFs and zips gain nothing, and Content-Length must stay exact. */
const NO_COMPRESSION = { compress: false } as const;

function sendZip(reply: FastifyReply, zip: DocumentZip): FastifyReply {
  reply.headers({
    'content-type': 'application/zip',
    'content-disposition': contentDispositionHeader('attachment', zip.fileName),
    'cache-control': 'no-store',
  });
  if (zip.size !== undefined) reply.header('content-length', zip.size);
  return reply.send(zip.stream);
}

/** The Documents calls (shop.md §7, product-page.md §2 and §4; ADR 0011). */
export function documentsRoutes({
  storage,
  secureCookies,
  wakeMail,
}: DocumentsRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    for (const download of [false, true]) {
      app.get(
        download ? '/api/v1/Documents/:id/Download' : '/api/v1/Documents/:id',
        {
          ...NO_COMPRESSION,
          schema: {
            tags: ['Documents'],
            summary: download
              ? 'Download the file of a document (attachment)'
              : 'View the file of a document in the browser (inline when its type allows)',
            description:
              'Retired documents are served too. The visit is added to the recently viewed documents (cookie). ' +
              'Answers 304 when If-None-Match holds the current ETag.',
            params: documentParamsSchema,
            querystring: documentFileQuerySchema,
            response: {
              200: FILE_RESPONSE,
              304: z.undefined().describe('The copy the client has is current'),
              400: errorBodySchema,
              404: errorBodySchema,
            },
          },
        },
        async (request, reply) => {
          const file = await getDocumentFile(request.ctx, storage, {
            id: request.params.id,
            ifNoneMatch: request.headers['if-none-match'],
          });
          reply.setCookie(RECENT_DOCUMENTS_COOKIE, formatRecentDocumentIds(file.recentDocumentIds), {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: secureCookies,
            maxAge: RECENT_COOKIE_MAX_AGE_SECONDS,
          });
          // The answer sets a visitor's cookie: no shared cache may keep it; browsers revalidate by ETag.
          reply.headers({
            etag: file.etag,
            'last-modified': file.lastModified.toUTCString(),
            'cache-control': 'private, no-cache',
          });
          if (!file.body) return reply.code(304).send();
          const disposition = !download && file.inlineAllowed ? 'inline' : 'attachment';
          reply.headers({
            'content-type': file.contentType,
            'content-length': file.size,
            'content-disposition': contentDispositionHeader(disposition, file.fileName),
          });
          return reply.send(file.body);
        },
      );
    }

    app.get(
      '/api/v1/Documents/GetDocumentsForComponent',
      {
        schema: {
          tags: ['Documents'],
          summary: 'The documents of a comma-separated list of ids, in that order',
          description: 'Unknown ids are left out; 204 when none is known.',
          querystring: documentsForComponentQuerySchema,
          response: { 200: documentListSchema, 204: z.undefined(), 400: errorBodySchema },
        },
      },
      async (request, reply) =>
        sendOrNoContent(
          reply,
          await getDocumentsForComponent(request.ctx, { ids: request.query.documentIds }),
        ),
    );

    app.post(
      '/api/v1/Documents/GetRelevantDocuments',
      {
        schema: {
          tags: ['Documents'],
          summary: 'Current documents of the variants (or their products) whose type is one of docTypes',
          body: relevantDocumentsBodySchema,
          response: { 200: documentListSchema, 204: z.undefined(), 400: errorBodySchema },
        },
      },
      async (request, reply) => sendOrNoContent(reply, await getRelevantDocuments(request.ctx, request.body)),
    );

    app.post(
      '/api/v1/Documents/DownloadDocumentZip',
      {
        ...NO_COMPRESSION,
        schema: {
          tags: ['Documents'],
          summary: 'A zip of the listed documents, streamed',
          description:
            'Named after the product (productId, else the one product all documents belong to), else a generic ' +
            'documents archive. Over the limits: 400 (too many documents) or 413 (too many bytes), before streaming.',
          querystring: documentZipQuerySchema,
          body: documentZipBodySchema,
          response: { 200: ZIP_RESPONSE, ...errors },
        },
      },
      async (request, reply) =>
        sendZip(
          reply,
          await downloadDocumentZip(request.ctx, storage, {
            ids: request.body,
            productId: request.query.productId,
          }),
        ),
    );

    app.post(
      '/api/v1/Documents/DownloadRelevantDocuments',
      {
        ...NO_COMPRESSION,
        schema: {
          tags: ['Documents'],
          summary: 'A zip of the documents GetRelevantDocuments lists, streamed; 204 when there are none',
          body: relevantDocumentsBodySchema,
          response: { 200: ZIP_RESPONSE, ...errors, 204: z.undefined() },
        },
      },
      async (request, reply) => {
        const zip = await downloadRelevantDocuments(request.ctx, storage, request.body);
        return zip ? sendZip(reply, zip) : reply.code(204).send();
      },
    );

    app.post(
      '/api/v1/Documents/Send',
      {
        schema: {
          tags: ['Documents'],
          summary: 'E-mail documents as attachments to one recipient',
          description:
            'Rate limited per client address and per recipient (429 with Retry-After). 204 when the mail is ' +
            'queued; it is sent by the mail worker right after.',
          body: sendDocumentsBodySchema,
          response: { ...errors, 204: z.undefined(), 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        try {
          await sendDocuments(request.ctx, storage, { ...request.body, clientIp: request.ip });
        } catch (error) {
          if (error instanceof RateLimitError) {
            reply.header('retry-after', String(error.retryAfterSeconds));
          }
          throw error;
        }
        wakeMail();
        return reply.code(204).send();
      },
    );
  };
}
