import { type FileFieldRule, IMAGE_FILE_TYPES, MIB, UPLOAD_FILE_TYPES } from '../upload-files.ts';

/*
 * The four after-sales forms of issue 19 point 4, without zod: their file fields and whose mail they are (their
 * calls: api/after-sales-form-routes.ts; the spec names the last two paths, the first two are ours). Pages render their file pickers from here on first view; the schemas are in the files beside.
 *
 * Wire format of all four (ADR 0075): `multipart/form-data` with a part `body` first (the form's fields as
 * JSON, checked by the form's schema) and then one part per attached file, named by its file field. Files are
 * streamed to storage as they arrive; the schema checks their name, size and type (read from the bytes).
 */

export const AFTER_SALES_FORM_KINDS = [
  'discrepancy-report',
  'service-request',
  'retrofit-fans',
  'warranty-claim',
] as const;
export type AfterSalesFormKind = (typeof AFTER_SALES_FORM_KINDS)[number];

export interface AfterSalesFormDefinition {
  /** The body's file fields and what each takes. */
  readonly files: Readonly<Record<string, FileFieldRule>>;
  /** The body field holding the sender's e-mail, and the locale the confirmation mail is written in. */
  readonly emailField: string;
  readonly localeField: string;
}

const DOCUMENTATION: FileFieldRule = {
  required: true,
  maxFiles: 10,
  maxBytes: 32 * MIB,
  types: UPLOAD_FILE_TYPES,
};
const LABEL_PICTURE: FileFieldRule = {
  required: false,
  maxFiles: 1,
  maxBytes: 10 * MIB,
  types: IMAGE_FILE_TYPES,
};
const ATTACHMENT: FileFieldRule = {
  required: false,
  maxFiles: 1,
  maxBytes: 32 * MIB,
  types: UPLOAD_FILE_TYPES,
};
const PHOTOS = (required: boolean): FileFieldRule => ({
  required,
  maxFiles: 10,
  maxBytes: 32 * MIB,
  types: UPLOAD_FILE_TYPES,
});

export const AFTER_SALES_FORMS = {
  'discrepancy-report': {
    files: { IssueDocumentation: DOCUMENTATION, PictureOfUnitLabel: LABEL_PICTURE },
    emailField: 'Email',
    localeField: 'SalesUnit',
  },
  'service-request': {
    files: { attachment: ATTACHMENT },
    emailField: 'email',
    localeField: 'salesUnit',
  },
  'retrofit-fans': {
    files: { photos: PHOTOS(false) },
    emailField: 'email',
    localeField: 'salesUnit',
  },
  'warranty-claim': {
    files: {
      faultPhotos: PHOTOS(true),
      proofOfPurchase: { required: false, maxFiles: 1, maxBytes: 10 * MIB, types: UPLOAD_FILE_TYPES },
    },
    emailField: 'email',
    localeField: 'salesUnit',
  },
} as const satisfies Readonly<Record<AfterSalesFormKind, AfterSalesFormDefinition>>;

/** The JSON part's name, and the most its text may hold (the fields' limits add up to far less). */
export const AFTER_SALES_BODY_PART = 'body';
export const AFTER_SALES_BODY_MAX_BYTES = 256 * 1024;
