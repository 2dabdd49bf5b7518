import type { Translate } from '../i18n/use-translations.ts';

/** The part of a zod issue this module reads; structural so the browser bundle does not need zod's types. */
interface Issue {
  code: string;
  path: readonly PropertyKey[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Turns the issues of a domain schema into one translated message per field (the last segment of the issue's
 * path names the field), from the shared `validation` page: the spec's set of field messages.
 */
export function fieldErrorsOf(
  issues: readonly Issue[],
  values: Record<string, string>,
  validation: Translate,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[issue.path.length - 1] ?? '');
    if (!field || errors[field]) continue;
    errors[field] = messageOf(issue, values[field] ?? '', validation);
  }
  return errors;
}

function messageOf(issue: Issue, value: string, validation: Translate): string {
  if (value.trim() === '') return validation('required');
  if (issue.code === 'too_small') return validation('minLength', { min: Number(issue.minimum) });
  if (issue.code === 'too_big') return validation('maxLength', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.format === 'email') return validation('email');
  return validation('invalid');
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
