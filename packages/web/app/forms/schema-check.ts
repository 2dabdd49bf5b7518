import type { z } from 'zod';
import { type FormErrors, formErrorsOf } from './form-errors.ts';

/** A form's check: the body its service takes, or the errors to show (never both). */
export type Checked<Body> =
  | { readonly ok: true; readonly body: Body; readonly errors: FormErrors }
  | { readonly ok: false; readonly errors: FormErrors };

/**
 * Checks what a form holds with a domain schema (the API's own), so the page's action and the browser refuse
 * the same things: `input` is the body built from the form's `values`, whose fields get the issues' messages.
 */
export function checkWithSchema<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  values: Record<string, unknown>,
): Checked<z.output<Schema>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data, errors: { fields: {} } };
  return { ok: false, errors: formErrorsOf(parsed.error.issues, values) };
}
