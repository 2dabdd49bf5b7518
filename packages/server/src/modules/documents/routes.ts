import {
  documentsForComponentEndpoint,
  documentZipEndpoint,
  downloadDocumentEndpoint,
  relevantDocumentsEndpoint,
  relevantDocumentsZipEndpoint,
  sendDocumentsEndpoint,
  viewDocumentEndpoint,
} from '@airshop/domain/api/documents';
import { contentDispositionHeader } from '@airshop/domain/documents/content-disposition';
import { formatRecentDocumentIds, RECENT_DOCUMENTS_COOKIE } from '@airshop/domain/documents/documents';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
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
    for (const [documentEndpoint, download] of [
      [viewDocumentEndpoint, false],
      [downloadDocumentEndpoint, true],
    ] as const) {
      registerEndpoint(
        app,
        documentEndpoint,
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
        NO_COMPRESSION,
      );
    }

    registerEndpoint(app, documentsForComponentEndpoint, async (request, reply) =>
      sendOrNoContent(reply, await getDocumentsForComponent(request.ctx, { ids: request.query.documentIds })),
    );

    registerEndpoint(app, relevantDocumentsEndpoint, async (request, reply) =>
      sendOrNoContent(reply, await getRelevantDocuments(request.ctx, request.body)),
    );

    registerEndpoint(
      app,
      documentZipEndpoint,
      async (request, reply) =>
        sendZip(
          reply,
          await downloadDocumentZip(request.ctx, storage, {
            ids: request.body,
            productId: request.query.productId,
          }),
        ),
      {
        ...NO_COMPRESSION,
      },
    );

    registerEndpoint(
      app,
      relevantDocumentsZipEndpoint,
      async (request, reply) => {
        const zip = await downloadRelevantDocuments(request.ctx, storage, request.body);
        return zip ? sendZip(reply, zip) : reply.code(204).send();
      },
      {
        ...NO_COMPRESSION,
      },
    );

    registerEndpoint(app, sendDocumentsEndpoint, async (request, reply) => {
      await sendDocuments(request.ctx, storage, { ...request.body, clientIp: request.ip });
      wakeMail();
      return reply.code(204).send();
    });
  };
}
