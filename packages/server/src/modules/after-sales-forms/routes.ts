import {
  discrepancyReportEndpoint,
  retrofitFansEndpoint,
  serviceRequestEndpoint,
  warrantyClaimEndpoint,
} from '@airshop/domain/api/after-sales-forms';
import type { AfterSalesFormKind } from '@airshop/domain/forms/after-sales/after-sales-forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import type { Storage } from '../../platform/storage.ts';
import { multipartLimitsOf } from './limits.ts';
import { readAfterSalesForm } from './read-form.ts';
import { checkAfterSalesForm } from './schemas.ts';
import { type AfterSalesDelivery, sendAfterSalesForm } from './service.ts';

const ENDPOINTS = [
  ['discrepancy-report', discrepancyReportEndpoint],
  ['service-request', serviceRequestEndpoint],
  ['retrofit-fans', retrofitFansEndpoint],
  ['warranty-claim', warrantyClaimEndpoint],
] as const satisfies readonly (readonly [AfterSalesFormKind, unknown])[];

/**
 * The four after-sales forms' calls (ADR 0075). Their multipart bodies are read by the handler as they arrive,
 * not by a body parser: the files go to storage piece by piece. The caller wakes the mail worker after the mails
 * are committed.
 */
export function afterSalesFormRoutes({
  storage,
  delivery,
  wakeMail,
}: {
  storage: Storage;
  delivery: AfterSalesDelivery;
  wakeMail: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // In this scope only: the body is left unread for the handler (request.raw).
    app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
    // A refused body is left unread: the connection is closed after the answer, not drained.
    app.addHook('onError', async (_request, reply, error) => {
      if (
        error instanceof AppError &&
        ['payload_too_large', 'validation_failed', 'unsupported_media_type'].includes(error.code)
      ) {
        reply.header('connection', 'close');
      }
    });

    for (const [kind, endpoint] of ENDPOINTS) {
      registerEndpoint(
        app,
        endpoint,
        async (request, reply) => {
          const received = await readAfterSalesForm(
            request.raw,
            request.headers['content-type'],
            kind,
            storage,
          );
          try {
            const files = await Promise.all(received.files.map((file) => file.result()));
            const form = checkAfterSalesForm(kind, received.bodyText, files);
            const result = await sendAfterSalesForm(request.ctx, storage, delivery, {
              kind,
              form,
              files,
              clientIp: request.ip,
            });
            if (!result.duplicate) wakeMail();
            return reply.code(200).send({ SubmissionId: result.submissionId, Reference: result.reference });
          } finally {
            // Those the submission took have moved on; the rest (refused, a resend) go.
            await received.discard();
          }
        },
        {
          // A body declared larger than the form can be is refused before it is read, and one over 1 MiB waits
          // for an upload slot (platform/upload-limits.ts).
          bodyLimit: multipartLimitsOf(kind).maxBytes,
          // The declared body describes the parts for the API reference; the handler reads and checks them.
          validatorCompiler: () => (value) => ({ value }),
        },
      );
    }
  };
}
