import { z } from 'zod';
import { CART_EDIT_REFUSALS } from './cart-edits.ts';
import { CART_TEMPLATE_COLUMNS, CART_TEMPLATE_FILE_NAME, CART_UPLOAD_MAX_BYTES } from './cart-limits.ts';

export { CART_TEMPLATE_COLUMNS, CART_TEMPLATE_FILE_NAME, CART_UPLOAD_MAX_BYTES };

/*
 * The cart's spreadsheet upload and its template (shop.md §7 PUT Carts/Default/Upload "file as JSON", GET
 * Carts/Default/Template; issue 15 point 4). The template's columns are the upload's: code (variant code or LVI
 * number), quantity, note, delivery number.
 */

export const CART_UPLOAD_KINDS = ['csv', 'xlsx'] as const;

/** PUT Carts/Default/Upload: the file as JSON — its name and its bytes as base64 (or a data URL). */
export const cartUploadSchema = z
  .object({
    FileName: z.string().trim().min(1).max(255),
    /** base64, or a data URL (data:…;base64,…). Size is checked after decoding. */
    Data: z
      .string()
      .min(1)
      .max(Math.ceil((CART_UPLOAD_MAX_BYTES * 4) / 3) + 200),
  })
  .meta({ id: 'CartUpload' });
export type CartUpload = z.infer<typeof cartUploadSchema>;

/** Why a row of an upload was not added. */
export const UPLOAD_ROW_ERRORS = [
  'missingCode',
  /** An LVI number that several variants share: the row must name the variant code. */
  'ambiguousCode',
  'badQuantity',
  'noteTooLong',
  'badDelivery',
  ...CART_EDIT_REFUSALS.filter((reason) =>
    ['unknownCode', 'notShoppable', 'discontinued', 'noPrice', 'quantityLimit'].includes(reason),
  ),
] as const;
export type UploadRowError = (typeof UPLOAD_ROW_ERRORS)[number];

/** Why a whole file was refused (nothing added). */
export const UPLOAD_FILE_ERRORS = [
  'unreadableFile',
  'unsupportedFileType',
  'fileTooLarge',
  'noRows',
  'tooManyRows',
  /** A header row without a code column: no row could be read. */
  'missingCodeColumn',
] as const;
export type UploadFileError = (typeof UPLOAD_FILE_ERRORS)[number];

/**
 * The answer of an upload: shop.md §4 "the server's status and message show in a long-lasting snackbar".
 * Status success: every row added; warning: some rows refused (the good ones were added, ADR 0061); error:
 * nothing added. Message is the translated sentence for the snackbar, in the page's locale.
 */
export const cartUploadResultSchema = z
  .object({
    Status: z.enum(['success', 'warning', 'error']),
    Message: z.string(),
    Added: z.number().int(),
    /** The refused rows, by their row number in the file (the header is row 1). */
    Errors: z.array(
      z.object({
        Row: z.number().int(),
        Code: z.string().nullable(),
        Error: z.enum([...UPLOAD_ROW_ERRORS, ...UPLOAD_FILE_ERRORS]),
      }),
    ),
  })
  .meta({ id: 'CartUploadResult' });
export type CartUploadResult = z.infer<typeof cartUploadResultSchema>;
