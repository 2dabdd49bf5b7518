import type { ErrorBody, ErrorCode } from '@airshop/domain/site/errors';
import { FORM_INVALID, type FormErrors, type FormMessage, passwordRefusalMessage } from './form-errors.ts';

interface Detail {
  path: string;
  refusal?: unknown;
}

/** The fields a `validation_failed` answer names ("Company.CustomerNumber", or ["Password"]), with their reason. */
function detailsOf(error: ErrorBody): Detail[] {
  if (!Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    if (typeof detail !== 'object' || detail === null || !('path' in detail)) return [];
    const path = Array.isArray(detail.path) ? detail.path.join('.') : String(detail.path);
    return [{ path, refusal: 'refusal' in detail ? detail.refusal : undefined }];
  });
}

export interface FailureTexts {
  /** Messages for error codes the form knows better (a wrong password, an address already in use). */
  readonly codes?: Partial<Record<ErrorCode, FormMessage>>;
  /**
   * Messages for refused body paths the form knows better: a field's (an unknown customer number), or the
   * form's when `field` is left out (a reset link's token).
   */
  readonly paths?: Readonly<Record<string, { field?: string; message: FormMessage }>>;
}

/**
 * The errors to show for a refused account call (ADR 0003: by error code, never by English message). A
 * refused value of one of the form's fields is that field's error; a refusal that names no field of the form
 * is the form's message, like every other failure: a form never fails silently.
 */
export function failureErrors(
  error: ErrorBody,
  values: Record<string, string>,
  { codes = {}, paths = {} }: FailureTexts = {},
): FormErrors {
  const specific = codes[error.code];
  if (specific) return { fields: {}, form: specific };
  if (error.code === 'rate_limited')
    return { fields: {}, form: { page: 'account', key: 'errors/rateLimited' } };
  if (error.code !== 'validation_failed')
    return { fields: {}, form: { page: 'account', key: 'errors/generic' } };
  const fields: Partial<Record<string, FormMessage>> = {};
  let form: FormMessage | undefined;
  for (const detail of detailsOf(error)) {
    const known = paths[detail.path];
    if (known && !known.field) {
      form = known.message;
      continue;
    }
    const field = known?.field ?? detail.path.split('.').at(-1) ?? '';
    if (!(field in values)) {
      form ??= FORM_INVALID;
    } else if (known) {
      fields[field] ??= known.message;
    } else if (detail.refusal === 'common' || detail.refusal === 'personal') {
      fields[field] ??= passwordRefusalMessage(detail.refusal);
    } else {
      fields[field] ??= { page: 'validation', key: 'invalid' };
    }
  }
  if (Object.keys(fields).length === 0) form ??= FORM_INVALID;
  return form ? { fields, form } : { fields };
}
