import { z } from 'zod';
import {
  osdOrderSchema,
  osdProductFormBodySchema,
  osdProductSchema,
  osdSearchResultSchema,
  serialParamsSchema,
  unitDocumentParamsSchema,
  unitDocumentsSchema,
  unitIdParamsSchema,
  unitOrderParamsSchema,
  unitOrderQuerySchema,
} from '../osd/osd.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { osdRoutes } from './osd-routes.ts';

const tags = ['Serial numbers'];
const LIMITED =
  'Open to anyone who knows the serial number (an installer in the field has no account); every look-up is ' +
  'rate limited per client network (429 with Retry-After), so the serial space cannot be walked (ADR 0073). ' +
  'Never shows prices. ';

export const osdBriefEndpoint = endpoint(osdRoutes.brief, {
  tags,
  summary: 'Looks a serial number up: found or not, and the page to go to',
  description:
    LIMITED +
    'The serial is normalised (case, spaces, dashes). Unknown or malformed: 200 with ProductIsFound false and ' +
    'the translated ErrorMessage.',
  params: serialParamsSchema,
  response: { 200: osdSearchResultSchema, 400: errorBodySchema, 429: errorBodySchema },
});

export const osdProductEndpoint = endpoint(osdRoutes.product, {
  tags,
  summary: 'The unit with a serial number: product, images, manufacture date, order number, request routing',
  description: `${LIMITED}Unknown or malformed serial: 404.`,
  params: serialParamsSchema,
  response: { 200: osdProductSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
});

export const osdOrderEndpoint = endpoint(osdRoutes.order, {
  tags,
  summary: 'An order of units: its number, date and units (no prices, no buyer)',
  description:
    'The back office and approved users of the buying company see it by its number; anyone else gives the ' +
    'serial number of one of its units (?serial=), else 404 as if there were no such order (order numbers are ' +
    'guessable, serials are not). Rate limited like the serial look-ups.',
  params: unitOrderParamsSchema,
  query: unitOrderQuerySchema,
  response: { 200: osdOrderSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
});

export const osdUnitDocumentsEndpoint = endpoint(osdRoutes.unitDocuments, {
  tags,
  summary: 'The documents made for one unit: test protocol, wiring diagram, declaration of conformity',
  description: `${LIMITED}The id is the unit's ProductId. Unknown: 404.`,
  params: unitIdParamsSchema,
  response: { 200: unitDocumentsSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
});

export const osdUnitDocumentFileEndpoint = endpoint(osdRoutes.unitDocumentFile, {
  tags,
  summary: 'One document of a unit, as a download',
  description: 'The file of a UnitSpecificDocuments entry (its Url).',
  params: unitDocumentParamsSchema,
  response: { 200: z.unknown(), 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
});

export const osdZipEndpoint = endpoint(osdRoutes.zip, {
  tags: ['Documents', ...tags],
  summary: 'All documents of one unit as a zip, streamed',
  description: `${LIMITED}Unknown serial: 404; a unit without documents: 204.`,
  params: serialParamsSchema,
  response: {
    200: z.unknown(),
    204: z.undefined(),
    400: errorBodySchema,
    404: errorBodySchema,
    429: errorBodySchema,
  },
});

export const osdProductFormEndpoint = endpoint(osdRoutes.productForm, {
  tags,
  summary: 'Sends one of the unit page’s four requests',
  description:
    'Sales enquiry, register warranty, purchase similar unit or request service engineer (FormType). SerialNo ' +
    'must be the serial of the unit {id}. Stored and mailed to the back office or to the market’s sales ' +
    'mailbox as the setting OSD_BACK_OFFICE_REQUESTS says, with a confirmation to the sender in SalesUnit’s ' +
    'language. requestId is the idempotency key (ADR 0051): the same body again answers 204 and sends nothing, ' +
    'another body 422. Rate limited per client network and per e-mail address (429 with Retry-After).',
  params: unitIdParamsSchema,
  body: osdProductFormBodySchema,
  response: {
    204: z.undefined(),
    400: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
    429: errorBodySchema,
  },
});

export const osdEndpoints = [
  osdBriefEndpoint,
  osdProductEndpoint,
  osdOrderEndpoint,
  osdUnitDocumentsEndpoint,
  osdUnitDocumentFileEndpoint,
  osdZipEndpoint,
  osdProductFormEndpoint,
];
