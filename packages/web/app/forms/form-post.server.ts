import { data } from 'react-router';
import type { FormErrors } from './form-errors.ts';

/** A text field of a posted form; absent fields and files read as empty text, like an empty input. */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The named text fields of a posted form, as the form's values (FormValues of its domain schema): a page's
 * action reads its post with this and checks the values with the same schema as the API.
 */
export function textsOf<Field extends string>(
  form: FormData,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((name) => [name, textOf(form, name)])) as Record<Field, string>;
}

/**
 * The answer of a page's action that refused the post: the page renders again with the errors and with what
 * was typed (never a password), whether the post came from the page's script or from a plain form.
 */
export function refused<Values extends Record<string, string>>(
  errors: FormErrors,
  values: Partial<Values>,
  status = 400,
) {
  return data({ errors, values }, { status });
}

/** The status of a refused post: 429 tells clients and tools to slow down; anything else is the form's fault. */
export function refusedStatus(code: string): number {
  return code === 'rate_limited' ? 429 : 400;
}
