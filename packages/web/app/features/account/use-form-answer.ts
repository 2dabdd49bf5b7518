import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '../i18n/use-translations.ts';
import type { FormErrors, FormMessage } from './form-errors.ts';
import { focusFirstError } from './form-errors.ts';

/** What an account page's action answers when it refused a post: the errors and the typed values to show again. */
export interface FormAnswer<Values extends Record<string, string>> {
  readonly errors: FormErrors;
  /** What was typed, without passwords, so a page rendered after a post without scripts keeps it. */
  readonly values: Partial<Values>;
}

/**
 * The errors of an account form's last answer, in the visitor's language: typing in a field clears that
 * field's error, and only it; a new answer brings the focus to its first invalid field.
 */
export function useFormAnswer(errors: FormErrors | undefined) {
  const account = useTranslations('account');
  const validation = useTranslations('validation');
  const form = useRef<HTMLFormElement>(null);
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    setCleared(new Set());
    if (errors) focusFirstError(form.current);
  }, [errors]);

  const text = (message: FormMessage | undefined) =>
    message ? (message.page === 'account' ? account : validation)(message.key, message.values) : undefined;

  return {
    form,
    formError: text(errors?.form) ?? null,
    fieldError: (name: string) => (cleared.has(name) ? undefined : text(errors?.fields[name])),
    clearOnInput: (name: string) => () => {
      if (errors?.fields[name] && !cleared.has(name)) setCleared((current) => new Set(current).add(name));
    },
  };
}
