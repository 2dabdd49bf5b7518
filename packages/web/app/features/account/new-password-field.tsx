import { PASSWORD_MIN_LENGTH } from '@airshop/domain/password-policy';
import type { FormEventHandler, ReactNode } from 'react';
import { TextField } from '../../ui/text-field.tsx';
import { useTranslations } from '../i18n/use-translations.ts';

interface NewPasswordFieldProps {
  onInput: FormEventHandler<HTMLInputElement>;
  error: ReactNode;
}

/**
 * Sign-up and password reset choose a password under the same rule (domain/password-policy.ts), so they show
 * the same field, and its hint says the whole rule before anyone is refused by it.
 */
export function NewPasswordField({ onInput, error }: NewPasswordFieldProps) {
  const t = useTranslations('account');
  return (
    <TextField
      label={t('fields/newPassword')}
      hint={t('fields/newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
      name="Password"
      type="password"
      autoComplete="new-password"
      required
      onInput={onInput}
      error={error}
    />
  );
}

/**
 * A new password typed twice (password reset, password change): the rule's field and its repeat, whose errors
 * come from the form's answer (the action compares the two, repeatedPasswordErrors).
 */
export function NewPasswordFields({
  clearOnInput,
  fieldError,
}: {
  clearOnInput: (name: string) => FormEventHandler<HTMLInputElement>;
  fieldError: (name: string) => ReactNode;
}) {
  const t = useTranslations('account');
  return (
    <>
      <NewPasswordField onInput={clearOnInput('Password')} error={fieldError('Password')} />
      <TextField
        label={t('fields/repeatPassword')}
        name="Repeat"
        type="password"
        autoComplete="new-password"
        required
        onInput={clearOnInput('Repeat')}
        error={fieldError('Repeat')}
      />
    </>
  );
}
