import { CART_UPLOAD_MAX_BYTES } from '@airshop/domain/commerce/cart-limits';
import type { CartUploadResult } from '@airshop/domain/commerce/cart-upload';
import { ApiError } from '../../platform/api-error.ts';
import type { Translate } from '../../platform/i18n/use-translations.ts';

/*
 * What the upload shows, apart from how it shows it: the progress while the file goes out, the snackbar of the
 * server's answer (shop.md §4: its status and message, long), and for a failure a text that says what to do.
 */

/** Where an upload is: the bytes going out (0–1, undefined while the size is unknown), then the server checking. */
export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string }
  | { kind: 'sending'; name: string; share: number | undefined }
  | { kind: 'checking'; name: string };

/** The share of the body sent; once all of it is out the server is checking the rows. */
export function phaseOfProgress(name: string, sent: number, total: number): UploadPhase {
  if (total > 0 && sent >= total) return { kind: 'checking', name };
  return { kind: 'sending', name, share: total > 0 ? sent / total : undefined };
}

/** A file over the limit is refused before it is read, as the server would refuse it after (413). */
export function tooLargeToSend(file: { size: number }): boolean {
  return file.size > CART_UPLOAD_MAX_BYTES;
}

export interface UploadSnackbar {
  type: 'success' | 'error';
  message: string;
}

/** The server's answer as the long snackbar: success only when every row went in. */
export function snackbarOfResult(result: CartUploadResult): UploadSnackbar {
  return { type: result.Status === 'success' ? 'success' : 'error', message: result.Message };
}

/** Refused rows to list under the toolbar (the file's own errors are the message itself). */
export function refusedRows(result: CartUploadResult | undefined): CartUploadResult['Errors'] {
  return result ? result.Errors.filter((error) => error.Row > 0) : [];
}

/** A failed upload, worded as what to do next. */
export function failureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return t('errors/tooLarge');
    if (error.status === 401) return t('errors/signIn');
  }
  return t('errors/failed');
}

/** The file as the data URL the upload's JSON carries (shop.md §7 "file as JSON"). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
