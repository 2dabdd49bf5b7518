import { errorBodySchema } from '@airshop/domain/errors';
import { sparePartEnquiryBodySchema } from '@airshop/domain/spare-part-enquiry';
import { ENQUIRY_BODY_MAX_BYTES } from '@airshop/domain/spare-part-enquiry-fields';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RateLimitError } from '../../platform/rate-limit.ts';
import type { Storage } from '../../platform/storage.ts';
import { registerEnquiryBodyParser, stagedEnquiryBodySchema } from './enquiry-body-parser.ts';
import { sendSparePartEnquiry } from './spare-part-enquiry.ts';

/** Form/SendSparePartEnquiryForm (ADR 0026); the caller wakes the mail worker after the mail is committed. */
export function sparePartEnquiryRoutes({
  storage,
  wakeMail,
}: {
  storage: Storage;
  wakeMail: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin's scope only: the images go to storage while the body arrives (ADR 0046).
    registerEnquiryBodyParser(app, storage);
    app.post(
      '/api/v1/Form/SendSparePartEnquiryForm',
      {
        // Two 10 MB images travel as base64 in the JSON body: the app's 1 MiB default is too small, and a body
        // larger than any valid enquiry is refused (413) before it is read in full.
        bodyLimit: ENQUIRY_BODY_MAX_BYTES,
        // The documented body is the wire format; the parser has staged its images, so the handler's body is
        // checked with the same rules against the staged images.
        validatorCompiler: (route) => validatorCompiler({ ...route, schema: stagedEnquiryBodySchema }),
        schema: {
          tags: ['Forms'],
          summary: 'Send a spare-part enquiry with product images',
          description:
            'The enquiry wizard of the product page (spec §5 limits). Images are data strings ' +
            '(data:image/png;base64,… or image/jpeg), at most 10 MB each, checked by their bytes. The enquiry ' +
            'is stored and mailed to the back office with the images attached. A requestId sent again answers ' +
            '204 and changes nothing. Rate limited per client address and per e-mail address (429 with ' +
            'Retry-After).',
          body: sparePartEnquiryBodySchema,
          response: {
            204: z.undefined(),
            400: errorBodySchema,
            403: errorBodySchema,
            413: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        let result: Awaited<ReturnType<typeof sendSparePartEnquiry>>;
        try {
          result = await sendSparePartEnquiry(request.ctx, storage, {
            ...request.body,
            clientIp: request.ip,
          });
        } catch (error) {
          if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
        if (!result.duplicate) wakeMail();
        return reply.code(204).send();
      },
    );
  };
}
