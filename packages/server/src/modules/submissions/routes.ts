import {
  submissionEndpoint,
  submissionFileEndpoint,
  submissionStatusEndpoint,
  submissionsEndpoint,
} from '@airshop/domain/api/submissions';
import { contentDispositionHeader } from '@airshop/domain/documents/content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import type { Storage } from '../../platform/storage.ts';
import { getSubmission, listSubmissions, setSubmissionStatus, submissionFile } from './service.ts';

/** The back office's list of submissions (issue 19 point 5, ADR 0074). */
export function submissionRoutes({ storage }: { storage: Storage }): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, submissionsEndpoint, async (request) =>
      listSubmissions(request.ctx, request.query),
    );

    registerEndpoint(app, submissionEndpoint, async (request) =>
      getSubmission(request.ctx, request.params.id),
    );

    registerEndpoint(
      app,
      submissionFileEndpoint,
      async (request, reply) => {
        const file = await submissionFile(request.ctx, request.params.id, request.params.fileId);
        const stat = await storage.stat(file.storageKey);
        if (!stat) {
          request.log.error({ submission: request.params.id }, 'submission file missing from storage');
          throw new AppError('not_found', 'The file is missing.');
        }
        reply.headers({
          'content-type': file.contentType,
          'content-length': stat.size,
          'content-disposition': contentDispositionHeader('attachment', file.name),
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        });
        return reply.send(await storage.get(file.storageKey));
      },
      { compress: false },
    );

    registerEndpoint(app, submissionStatusEndpoint, async (request) =>
      setSubmissionStatus(request.ctx, request.params.id, request.body.Status),
    );
  };
}
