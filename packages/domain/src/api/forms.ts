import { z } from 'zod';
import { newsletterSignupBodySchema } from '../forms/newsletter.ts';
import { sparePartEnquiryBodySchema } from '../forms/spare-part-enquiry.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { formRoutes } from './forms-routes.ts';

export const newsletterSignupEndpoint = endpoint(formRoutes.newsletterSignup, {
  tags: ['Forms'],
  summary: 'Sign an e-mail address up for the newsletter',
  description:
    'Used by the embedded marketing form of the product page (ADR 0021). The back office receives the ' +
    'sign-up as a mail. Rate limited per client address and per e-mail address (429 with Retry-After).',
  body: newsletterSignupBodySchema,
  response: { 204: z.undefined(), 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
});

export const sparePartEnquiryEndpoint = endpoint(formRoutes.sparePartEnquiry, {
  tags: ['Forms'],
  summary: 'Send a spare-part enquiry with product images',
  description:
    'The enquiry wizard of the product page (spec §5 limits). Images are data strings ' +
    '(data:image/png;base64,… or image/jpeg), at most 10 MB each, checked by their bytes. The enquiry ' +
    'is stored and mailed to the back office with the images attached. The requestId is the idempotency ' +
    'key (ADR 0051): sent again with the same body it answers 204 and changes nothing, with another body ' +
    '422 idempotency_key_reused, while the first is still running 409 request_in_flight. Rate limited per ' +
    'client address and per e-mail address (429 with Retry-After).',
  body: sparePartEnquiryBodySchema,
  response: {
    204: z.undefined(),
    400: errorBodySchema,
    403: errorBodySchema,
    409: errorBodySchema,
    413: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
  },
});

export const formEndpoints = [newsletterSignupEndpoint, sparePartEnquiryEndpoint];
