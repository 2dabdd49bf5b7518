import type {
  EnquiryPostIssue,
  EnquiryPostOutcome,
  EnquiryPostRequest,
  EnquiryPosts,
} from '@airshop/domain/forms/enquiry-post';
import {
  CONTACT_STEP_FIELDS,
  ENQUIRY_BODY_MAX_BYTES,
  PRODUCT_STEP_FIELDS,
  SPARE_PART_TYPE_OTHER,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import { AppError, errorBody } from '../../platform/errors.ts';
import { fingerprintOf } from '../../platform/idempotency.ts';
import { type Mailboxes, mailboxFor } from '../../platform/mailboxes.ts';
import type { PageRequest } from '../../platform/page-request.ts';
import { RateLimitError } from '../../platform/rate-limit.ts';
import type { Storage } from '../../platform/storage.ts';
import { ENQUIRY_IMAGE_FIELDS, StagedImage, stagedEnquiryBodySchema } from './enquiry-body-parser.ts';
import { multipartBoundary, readMultipart } from './multipart-reader.ts';
import { sendSparePartEnquiry } from './spare-part-enquiry.ts';
import { StagedImageUpload } from './staged-image-upload.ts';

/*
 * The enquiry as the product page's plain form post, without script (ADR 0050). The post is multipart (the
 * photos as files, not data strings), read as it arrives with the photos streamed to storage like the JSON
 * body's (ADR 0046), checked with the API's schema and sent by the API's service: only the wire format differs.
 */

export interface EnquiryPostsOptions {
  readonly storage: Storage;
  readonly mailboxes: Mailboxes;
  /** Wakes the mail worker after a mail was committed. */
  readonly wakeMail: () => void;
}

type ImageField = (typeof ENQUIRY_IMAGE_FIELDS)[number];

const TEXT_FIELDS = [...PRODUCT_STEP_FIELDS, ...CONTACT_STEP_FIELDS].filter(
  (field): field is Exclude<typeof field, ImageField> =>
    !(ENQUIRY_IMAGE_FIELDS as readonly string[]).includes(field),
);
const CONSENTS = new Set<string>(['termsAndConditions', 'agreementToContacted']);

/** The same body limit as the API's (the multipart body is smaller than the JSON of the same enquiry). */
const LIMITS = { maxBytes: ENQUIRY_BODY_MAX_BYTES, maxTextBytes: 256 * 1024, maxParts: 64 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The enquiry's requestId (ADR 0051) for a plain post. The form's hidden id is made by the server, and a public
 * product page is kept and shared for a minute (ADR 0019): every anonymous visitor of that minute gets the same
 * id. So the id the enquiry is recorded under is derived from the form's id and what was sent: a post sent again
 * (reload, back and send, a retry) is the same enquiry, and two people's enquiries from one cached page are two.
 */
export function postedRequestId(formId: string, body: Record<string, unknown>): string {
  if (!UUID.test(formId)) return formId;
  const hex = fingerprintOf(`enquiry form ${formId.toLowerCase()}`, body).slice(0, 32).split('');
  // Shaped as a version 4 UUID, which the schema takes.
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

export function enquiryPosts(page: PageRequest, options: EnquiryPostsOptions): EnquiryPosts {
  return {
    async send(request, { marketId }) {
      const uploads = new Map<ImageField, StagedImageUpload>();
      try {
        return await sendPost(page, options, request, marketId, uploads);
      } finally {
        // Those the enquiry took have moved on; the rest (refused, a replay) go.
        await Promise.all([...uploads.values()].map((upload) => upload.discard()));
      }
    },
  };
}

async function sendPost(
  page: PageRequest,
  { storage, mailboxes, wakeMail }: EnquiryPostsOptions,
  request: EnquiryPostRequest,
  marketId: string,
  uploads: Map<ImageField, StagedImageUpload>,
): Promise<EnquiryPostOutcome> {
  const boundary = multipartBoundary(request.headers.get('content-type'));
  const refused = (
    values: Record<string, string>,
    issues: readonly EnquiryPostIssue[],
    error?: ReturnType<typeof errorBody>,
  ): EnquiryPostOutcome => ({
    ok: false,
    values,
    photos: [...uploads.keys()],
    issues,
    ...(error ? { error } : {}),
  });
  const source = request.body as AsyncIterable<Uint8Array> | null;
  if (!boundary || !source || !(Symbol.asyncIterator in source)) {
    return refused({}, [], errorBody('validation_failed'));
  }

  let texts: Map<string, string>;
  try {
    texts = await readMultipart(source, boundary, LIMITS, (head) => {
      const field = ENQUIRY_IMAGE_FIELDS.find((name) => name === head.name);
      // One file per photo field; anything else sent as a file is not read.
      if (!field || uploads.has(field)) return undefined;
      const upload = new StagedImageUpload(storage, 'bytes');
      uploads.set(field, upload);
      return upload;
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'payload_too_large') page.reply.header('connection', 'close');
    return refused({}, [], errorBody(error.code, error.message));
  }

  const values: Record<string, string> = {};
  for (const field of TEXT_FIELDS) values[field] = texts.get(field) ?? '';
  const body: Record<string, unknown> = {
    ...values,
    // A ticked checkbox sends its value, an unticked one nothing.
    termsAndConditions: texts.has('termsAndConditions'),
    agreementToContacted: texts.has('agreementToContacted'),
    sparePartTypeOther:
      values.sparePartType === SPARE_PART_TYPE_OTHER ? values.sparePartTypeOther : undefined,
    salesUnit: page.ctx.locale,
    marketId,
    useUsTranslation: false,
    skipHubspot: false,
  };
  for (const [field, upload] of uploads) {
    const result = await upload.result();
    body[field] = new StagedImage(typeof result === 'string' ? { problem: result } : result);
  }
  body.requestId = postedRequestId(texts.get('requestId') ?? '', body);
  for (const consent of CONSENTS) values[consent] = body[consent] ? 'true' : '';

  const parsed = stagedEnquiryBodySchema.safeParse(body);
  if (!parsed.success) return refused(values, parsed.error.issues);
  try {
    const result = await sendSparePartEnquiry(await page.signedIn(), storage, {
      ...parsed.data,
      clientIp: page.request.ip,
      mailbox: mailboxFor(mailboxes, 'spare-part-enquiry', marketId),
    });
    if (!result.duplicate) wakeMail();
    return { ok: true };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error instanceof RateLimitError) page.reply.header('retry-after', String(error.retryAfterSeconds));
    page.ctx.log.warn({ code: error.code }, 'spare-part enquiry post refused');
    return refused(values, [], errorBody(error.code, error.message, error.details));
  }
}
