import type { Translate } from '../platform/i18n/use-translations.ts';

/** The part of a zod issue this module reads; structural so the browser bundle does not need zod's types. */
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  params?: Record<string, unknown>;
}

/**
 * A message to show, as the translation page and key with their values rather than as text: a form post's
 * action (on the server) names it, the page renders it in the visitor's language.
 */
export interface FormMessage {
  readonly page: 'account' | 'validation';
  readonly key: string;
  readonly values?: Record<string, string | number>;
}

/** One message per field of the form, and one for the form as a whole (what matches no field). */
export interface FormErrors {
  readonly fields: Partial<Record<string, FormMessage>>;
  readonly form?: FormMessage;
}

/** What a form shows when something it sent was refused and no field of it is to blame. */
export const FORM_INVALID: FormMessage = { page: 'validation', key: 'formInvalid' };

/**
 * Turns the issues of a domain schema into one message per field (the last segment of the issue's path names
 * the field), from the shared `validation` page: the spec's set of field messages. An issue about anything
 * that is not one of `values`' fields (an unknown key, a value the form does not show) becomes the form's
 * message, so a refused form never fails silently. A field holds text, a yes/no or a picked file.
 */
export function formErrorsOf(issues: readonly Issue[], values: Record<string, unknown>): FormErrors {
  const fields: Partial<Record<string, FormMessage>> = {};
  let form: FormMessage | undefined;
  for (const issue of issues) {
    const field = String(issue.path[issue.path.length - 1] ?? '');
    if (!field || !(field in values)) {
      form ??= FORM_INVALID;
      continue;
    }
    fields[field] ??= messageOf(issue, values[field]);
  }
  return form ? { fields, form } : { fields };
}

/** Rules that name the message of their refusal in `params.reason` (the enquiry's consents, phone and images). */
const REASONS = new Set([
  'telephone',
  'terms',
  'agreement',
  'fileType',
  'fileSize',
  'failureBeforeInstallation',
]);
const MEGABYTE = 1024 * 1024;

function messageOf(issue: Issue, value: unknown): FormMessage {
  const reason = issue.params?.reason;
  if (typeof reason === 'string' && REASONS.has(reason)) {
    const maxBytes = issue.params?.maxBytes;
    // The image's limit is said in megabytes.
    return typeof maxBytes === 'number'
      ? { page: 'validation', key: reason, values: { max: maxBytes / MEGABYTE } }
      : { page: 'validation', key: reason };
  }
  if (value === undefined || value === false || (typeof value === 'string' && value.trim() === ''))
    return { page: 'validation', key: 'required' };
  const refusal = issue.params?.refusal;
  if (refusal === 'common' || refusal === 'personal') return passwordRefusalMessage(refusal);
  if (issue.code === 'too_small')
    return { page: 'validation', key: 'minLength', values: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big')
    return { page: 'validation', key: 'maxLength', values: { max: Number(issue.maximum) } };
  if (issue.code === 'invalid_format' && issue.format === 'email')
    return { page: 'validation', key: 'email' };
  return { page: 'validation', key: 'invalid' };
}

/** Why a new password was refused (domain/password-policy.ts), in the words of the password fields. */
export function passwordRefusalMessage(refusal: 'common' | 'personal'): FormMessage {
  return { page: 'account', key: refusal === 'common' ? 'fields/passwordCommon' : 'fields/passwordPersonal' };
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * formErrorsOf, translated, for forms that check in the browser before they call the API (their schemas have
 * no password rule, so every message is on the `validation` page). The form's own message, if any, is under
 * FORM_ERROR: the form shows it at its top.
 */
export function fieldErrorsOf(
  issues: readonly Issue[],
  values: Record<string, string>,
  validation: Translate,
): FieldErrors {
  const found = formErrorsOf(issues, values);
  const text = (message: FormMessage) =>
    validation(message.page === 'validation' ? message.key : 'invalid', message.values);
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(found.fields)) if (message) errors[field] = text(message);
  if (found.form) errors[FORM_ERROR] = text(found.form);
  return errors;
}

/** The key of fieldErrorsOf's answer that holds the form's own message (no field is called this). */
export const FORM_ERROR = '#form';

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
