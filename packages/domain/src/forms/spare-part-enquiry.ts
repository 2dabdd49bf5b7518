import { z } from 'zod';
import { COUNTRY_CODES, TELEPHONE_CODES } from '../i18n/countries.ts';
import { LOCALES } from '../i18n/locales.ts';
import {
  ENQUIRY_IMAGE_MAX_BYTES,
  ENQUIRY_IMAGE_MAX_CHARS,
  ENQUIRY_IMAGE_TYPES,
  type EnquiryImageValue,
  type ImageProblem,
  SPARE_PART_LIMITS as L,
  parseEnquiryImage,
  SPARE_PART_TYPE_CODES,
  SPARE_PART_TYPE_OTHER,
} from './spare-part-enquiry-fields.ts';
import { emailField, mustBeTrue, optionalLine, requiredLine, requiredPhone } from './text-fields.ts';

/*
 * POST /api/v1/Form/SendSparePartEnquiryForm: the spare-part enquiry of the product page (spec §3 "Spare-part
 * enquiry payload", §5 limits, ADR 0026). The wizard checks its steps with this schema and the server validates
 * the body with it, so a person and an integrator meet the same rules and messages.
 */

/** The reasons a custom issue carries in `params.reason`, each a message of the shared validation set. */
export type EnquiryIssueReason = 'required' | 'telephone' | 'terms' | 'agreement' | 'fileType' | 'fileSize';

// The one-line rules are checks rather than pipes (text-fields.ts), so the API document shows each field's
// limits, and none aborts: an aborted issue would stop the form-level Other rule below, which must show on step 1
// while step 2 is still empty.

/** The issue of an image refused for `problem`, with the reason the wizard shows; also the server's streamed check. */
export function enquiryImageIssue(problem: ImageProblem): {
  message: string;
  params: { reason: ImageProblem; maxBytes: number };
} {
  return {
    message:
      problem === 'fileSize'
        ? `the image must be at most ${ENQUIRY_IMAGE_MAX_BYTES} bytes`
        : 'must be a png or jpeg image as a base64 data string, or { data, mime } agreeing with its bytes',
    params: { reason: problem, maxBytes: ENQUIRY_IMAGE_MAX_BYTES },
  };
}

/** The issue an image that parseEnquiryImage refuses gets. */
function imageIssue(value: EnquiryImageValue, ctx: z.core.$RefinementCtx): void {
  // On each form of the union: zod reports the issues of the one form whose type matches, reason and all.
  const image = parseEnquiryImage(value);
  if (typeof image === 'string') ctx.addIssue({ code: 'custom', ...enquiryImageIssue(image) });
}

/**
 * Spec §3: "Image fields are data strings, each with data and mime". Both readings are taken: the data-URL string
 * the wizard sends (`data:image/png;base64,…`) and the object `{ data: <base64>, mime }`.
 */
const enquiryImage = z.union([
  z
    .string()
    .min(1)
    // The bound a 10 MB image can reach; the exact byte count is checked below, after the length is known safe.
    .max(ENQUIRY_IMAGE_MAX_CHARS + 64)
    .meta({ description: 'data:image/png;base64,… or data:image/jpeg;base64,…' })
    .superRefine(imageIssue),
  z
    .object({
      data: z.string().min(1).max(ENQUIRY_IMAGE_MAX_CHARS).meta({ description: 'the image in base64' }),
      mime: z.enum(ENQUIRY_IMAGE_TYPES).meta({ description: 'must agree with the bytes' }),
    })
    .strict()
    .superRefine(imageIssue),
]);

export const sparePartEnquiryBodySchema = z
  .object({
    /** Made by the browser once per filled-in form; a resubmission with the same id is one submission. */
    requestId: z.uuid(),
    serialNumber: requiredLine(L.serialNumber),
    productName: requiredLine(L.productName),
    primaryProductImage: enquiryImage,
    sparePartType: z.enum(SPARE_PART_TYPE_CODES),
    sparePartTypeOther: optionalLine(L.sparePartTypeOther),
    sparePartSerialNumber: optionalLine(L.sparePartSerialNumber),
    sparePartProductCode: optionalLine(L.sparePartProductCode),
    supportingNotes: z.string().trim().max(L.supportingNotes).optional(),
    secondaryProductImage: enquiryImage.optional(),
    firstName: requiredLine(L.firstName),
    lastName: requiredLine(L.lastName),
    companyName: requiredLine(L.companyName),
    address1: requiredLine(L.address1),
    address2: optionalLine(L.address2),
    city: requiredLine(L.city),
    /** ISO 3166-1 alpha-2 code of the country list (domain/countries.ts). */
    country: z.enum(COUNTRY_CODES),
    postalCode: requiredLine(L.postalCode),
    email: emailField(L.email),
    telephoneCountryCode: z.enum(TELEPHONE_CODES),
    telephone: requiredPhone(L.telephone),
    termsAndConditions: mustBeTrue('terms'),
    agreementToContacted: mustBeTrue('agreement'),
    /** The locale of the page the enquiry was sent from (spec: salesUnit, at most 6 characters). */
    salesUnit: z.enum(LOCALES),
    marketId: z.string().regex(/^[A-Z]{2,5}$/, 'a market id such as SE or INT'),
    /** Kept from the spec's payload: the back office answers in US English when set. */
    useUsTranslation: z.boolean().default(false),
    /** Kept from the spec's payload: the submission is not copied into the marketing CRM when set. */
    skipHubspot: z.boolean().default(false),
  })
  .refine((body) => body.sparePartType !== SPARE_PART_TYPE_OTHER || Boolean(body.sparePartTypeOther), {
    path: ['sparePartTypeOther'],
    message: 'is required when the spare-part type is Other',
    params: { reason: 'required' },
    // Also when other fields have issues: the wizard checks one step at a time and shows this one on step 1.
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .meta({ id: 'SparePartEnquiry' });

export type SparePartEnquiryBody = z.infer<typeof sparePartEnquiryBodySchema>;
export type SparePartEnquiryInput = z.input<typeof sparePartEnquiryBodySchema>;
