import { data } from 'react-router';
import type { FormErrors } from './form-errors.ts';

/** A text field of a posted form; absent fields and files read as empty text, like an empty input. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The answer of an account page's action that refused the post: the page renders again with the errors and
 * with what was typed (never a password), whether the post came from the page's script or from a plain form.
 */
export function refused<Values extends Record<string, string>>(
  errors: FormErrors,
  values: Values,
  status = 400,
) {
  return data({ errors, values }, { status });
}

/** The status of a refused post: 429 tells clients and tools to slow down; anything else is the form's fault. */
export function refusedStatus(code: string): number {
  return code === 'rate_limited' ? 429 : 400;
}

/**
 * The errors of a form with a new password typed twice: the repeat must equal the first, which is only worth
 * saying once the first itself is allowed.
 */
export function repeatedPasswordErrors(found: FormErrors, password: string, repeat: string): FormErrors {
  if (found.fields.Password || repeat === password) return found;
  return {
    ...found,
    fields: { ...found.fields, Repeat: { page: 'account', key: 'fields/passwordMismatch' } },
  };
}
