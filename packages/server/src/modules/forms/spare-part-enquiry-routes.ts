import { sparePartEnquiryEndpoint } from '@airshop/domain/api/forms';
import { ENQUIRY_BODY_MAX_BYTES } from '@airshop/domain/forms/spare-part-enquiry-fields';
import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { type Mailboxes, mailboxFor } from '../../platform/mailboxes.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import type { Storage } from '../../platform/storage.ts';
import { registerEnquiryBodyParser, stagedEnquiryBodySchema } from './enquiry-body-parser.ts';
import { sendSparePartEnquiry } from './spare-part-enquiry.ts';

/** Form/SendSparePartEnquiryForm (ADR 0026); the caller wakes the mail worker after the mail is committed. */
export function sparePartEnquiryRoutes({
  storage,
  mailboxes,
  wakeMail,
}: {
  storage: Storage;
  mailboxes: Mailboxes;
  wakeMail: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // In this plugin's scope only: the images go to storage while the body arrives (ADR 0046).
    registerEnquiryBodyParser(app, storage);
    registerEndpoint(
      app,
      sparePartEnquiryEndpoint,
      async (request, reply) => {
        const result = await sendSparePartEnquiry(request.ctx, storage, {
          ...request.body,
          clientIp: request.ip,
          mailbox: mailboxFor(mailboxes, 'spare-part-enquiry', request.body.marketId),
        });
        if (!result.duplicate) wakeMail();
        return reply.code(204).send();
      },
      {
        // Two 10 MB images travel as base64 in the JSON body: the app's 1 MiB default is too small, and a body
        // larger than any valid enquiry is refused (413) before it is read in full.
        bodyLimit: ENQUIRY_BODY_MAX_BYTES,
        // The documented body is the wire format; the parser has staged its images, so the handler's body is
        // checked with the same rules against the staged images.
        validatorCompiler: (route) => validatorCompiler({ ...route, schema: stagedEnquiryBodySchema }),
      },
    );
  };
}
