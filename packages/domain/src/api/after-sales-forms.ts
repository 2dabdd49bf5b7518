import { z } from 'zod';
import { AFTER_SALES_BODY_PART, AFTER_SALES_FORMS } from '../forms/after-sales/after-sales-forms.ts';
import { errorBodySchema } from '../site/errors.ts';
import {
  discrepancyReportRoute,
  retrofitFansRoute,
  serviceRequestRoute,
  warrantyClaimRoute,
} from './after-sales-form-routes.ts';
import { endpoint } from './endpoint.ts';

/*
 * The four after-sales forms (issue 19 point 4, ADR 0075). Their body is multipart/form-data: the browser sends
 * a FormData (so `callApi` takes one), the server streams its files to storage. The API reference describes the
 * parts; the JSON part is checked by the form's schema (named by its id).
 */

export const afterSalesFormAnswerSchema = z
  .object({
    SubmissionId: z.uuid(),
    /** What a person quotes when they call about it: `DR-2026-000042` (kind, year, number). */
    Reference: z.string().regex(/^[A-Z]{2}-\d{4}-\d{6,}$/),
  })
  .meta({ id: 'AfterSalesFormAnswer' });
export type AfterSalesFormAnswer = z.infer<typeof afterSalesFormAnswerSchema>;

type Kind = keyof typeof AFTER_SALES_FORMS;

/**
 * The browser's FormData as the declaration types it: domain has no DOM types, and any FormData fits this
 * (methods compare both ways).
 */
export interface MultipartFormBody {
  append(name: string, value: unknown, fileName?: string): void;
}

/** A FormData body; the server reads it as a stream, never through this schema (it has no run-time check). */
function multipartBody(kind: Kind, id: string) {
  const files = AFTER_SALES_FORMS[kind].files as Record<
    string,
    { required: boolean; maxFiles: number; maxBytes: number; types: readonly string[] }
  >;
  const properties: Record<string, unknown> = {
    [AFTER_SALES_BODY_PART]: {
      type: 'string',
      contentMediaType: 'application/json',
      description: `The form's fields as JSON (${id}); the file fields there are left out or empty: the server fills them from the file parts.`,
    },
  };
  for (const [field, rule] of Object.entries(files)) {
    properties[field] = {
      type: 'array',
      maxItems: rule.maxFiles,
      items: { type: 'string', format: 'binary' },
      description: `${rule.required ? 'Required: ' : ''}up to ${rule.maxFiles} file(s), ${rule.maxBytes / (1024 * 1024)} MB together, of ${rule.types.join(', ')} (told by the bytes). One part per file, named ${field}.`,
    };
  }
  return z
    .custom<MultipartFormBody>(() => true)
    .meta({
      type: 'object',
      required: [AFTER_SALES_BODY_PART],
      properties,
      description: `multipart/form-data: the part "${AFTER_SALES_BODY_PART}" first, then one part per file.`,
    });
}

const RESPONSES = {
  200: afterSalesFormAnswerSchema,
  400: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

const COMMON =
  'Anyone may send it, signed in or not. The body is multipart/form-data: a part `body` with the fields as ' +
  'JSON, then a part per file named by its file field. Files are streamed to storage and checked by their ' +
  'bytes (PDF, JPEG, PNG, WebP, HEIC, MP4, MOV); a file field over its limit is refused as soon as it passes ' +
  'it (400, reason fileSize), a body declared larger than the form can be is refused before it is read (413). ' +
  'A refusal answers 400 with details[] whose path[0] is the field and reason the shared message key. The ' +
  'requestId is the idempotency key (ADR 0051): sent again with the same fields and files it answers the same ' +
  'and stores nothing, with others 422, while the first is running 409. Rate limited per client network and ' +
  'per e-mail address (429 with Retry-After); too many uploads at once 503 with Retry-After.';

/** What each of the four declares: the same answers, its own parts and texts. */
const schemasOf = (kind: Kind, id: string, summary: string) => ({
  tags: ['Forms'],
  summary,
  description: `${COMMON} Answers the stored submission's id and reference (ADR 0075).`,
  consumes: ['multipart/form-data'],
  body: multipartBody(kind, id),
  response: RESPONSES,
});

export const discrepancyReportEndpoint = endpoint(
  discrepancyReportRoute,
  schemasOf(
    'discrepancy-report',
    'DiscrepancyReportForm',
    'Send an order-shipment discrepancy report with its documentation',
  ),
);
export const serviceRequestEndpoint = endpoint(
  serviceRequestRoute,
  schemasOf('service-request', 'ServiceRequestForm', 'Send a service request for an air-handling system'),
);
export const retrofitFansEndpoint = endpoint(
  retrofitFansRoute,
  schemasOf('retrofit-fans', 'RetrofitFansForm', 'Ask for an offer to retrofit a unit with EC fans'),
);
export const warrantyClaimEndpoint = endpoint(
  warrantyClaimRoute,
  schemasOf('warranty-claim', 'WarrantyClaimForm', 'Send a warranty claim for a failed unit'),
);

export const afterSalesFormEndpoints = [
  discrepancyReportEndpoint,
  serviceRequestEndpoint,
  retrofitFansEndpoint,
  warrantyClaimEndpoint,
];
