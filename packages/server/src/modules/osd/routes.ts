import {
  osdBriefEndpoint,
  osdOrderEndpoint,
  osdProductEndpoint,
  osdProductFormEndpoint,
  osdUnitDocumentFileEndpoint,
  osdUnitDocumentsEndpoint,
  osdZipEndpoint,
} from '@airshop/domain/api/osd';
import { contentDispositionHeader, safeFileName } from '@airshop/domain/documents/content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import type { Mailboxes } from '../../platform/mailboxes.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import type { Storage, StoredFileInfo } from '../../platform/storage.ts';
import { streamStoredFilesZip, zipFileName } from '../documents/index.ts';
import { findUnitDocuments } from './queries.ts';
import {
  getUnit,
  getUnitDocuments,
  getUnitOrder,
  searchSerial,
  type UnitRequestRouting,
  unitById,
  unitWithDocuments,
} from './service.ts';
import { sendUnitRequest } from './unit-request.ts';

export interface OsdRoutesOptions {
  storage: Storage;
  mailboxes: Mailboxes;
  routing: UnitRequestRouting;
  wakeMail: () => void;
}

/** The serial-number (Osd) calls and the unit's zip (shop.md §7; ADR 0073). */
export function osdRoutes({
  storage,
  mailboxes,
  routing,
  wakeMail,
}: OsdRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, osdBriefEndpoint, async (request) =>
      searchSerial(request.ctx, request.params.serial, request.ip),
    );

    registerEndpoint(app, osdProductEndpoint, async (request) =>
      getUnit(request.ctx, request.params.serial, request.ip, routing),
    );

    registerEndpoint(app, osdOrderEndpoint, async (request) =>
      getUnitOrder(request.ctx, {
        orderNo: request.params.no,
        serial: request.query.serial,
        clientIp: request.ip,
      }),
    );

    registerEndpoint(app, osdUnitDocumentsEndpoint, async (request) =>
      getUnitDocuments(request.ctx, request.params.id, request.ip),
    );

    registerEndpoint(
      app,
      osdUnitDocumentFileEndpoint,
      async (request, reply) => {
        const unit = await unitById(request.ctx, request.params.id, request.ip);
        const document = (await findUnitDocuments(request.ctx.db, unit.id)).find(
          (d) => d.id === request.params.documentId,
        );
        const file = document ? await storage.stat(document.fileKey) : undefined;
        if (!document || !file) throw new AppError('not_found', 'No such document of this unit.');
        reply.headers({
          'content-type': document.contentType,
          'content-length': file.size,
          'content-disposition': contentDispositionHeader('attachment', document.fileName),
          'cache-control': 'private, no-store',
        });
        return reply.send(await storage.get(document.fileKey));
      },
      { compress: false },
    );

    registerEndpoint(
      app,
      osdZipEndpoint,
      async (request, reply) => {
        const { unit, name, documents } = await unitWithDocuments(
          request.ctx,
          request.params.serial,
          request.ip,
        );
        if (documents.length === 0) return reply.code(204).send();
        const stats = await Promise.all(documents.map((d) => storage.stat(d.fileKey)));
        if (stats.some((s) => !s)) {
          request.log.error({ serial: unit.serialNumber }, 'unit document files missing from storage');
          throw new AppError('not_found', 'The file of a document is missing.');
        }
        const taken = new Set<string>();
        const zip = streamStoredFilesZip(
          request.ctx,
          storage,
          documents.map((d, i) => {
            let fileName = safeFileName(`${d.kind}-${unit.serialNumber}.pdf`, 'document.pdf');
            if (taken.has(fileName)) fileName = safeFileName(`${d.kind}-${unit.serialNumber}-${i + 1}.pdf`);
            taken.add(fileName);
            return { name: fileName, key: d.fileKey, file: stats[i] as StoredFileInfo };
          }),
        );
        reply.headers({
          'content-type': 'application/zip',
          'content-disposition': contentDispositionHeader(
            'attachment',
            zipFileName(request.ctx.locale, `${name} ${unit.serialNumber}`),
          ),
          'cache-control': 'no-store',
        });
        if (zip.size !== undefined) reply.header('content-length', zip.size);
        return reply.send(zip.stream);
      },
      { compress: false },
    );

    registerEndpoint(app, osdProductFormEndpoint, async (request, reply) => {
      const result = await sendUnitRequest(request.ctx, {
        unitId: request.params.id,
        body: request.body,
        clientIp: request.ip,
        mailboxes,
        routing,
      });
      if (!result.duplicate) wakeMail();
      return reply.code(204).send();
    });
  };
}
