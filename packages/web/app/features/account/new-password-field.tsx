import { PASSWORD_MIN_LENGTH } from '@airshop/domain/account/password-policy';
import type { FormState } from '../../forms/use-form.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { TextField } from '../../ui/text-field.tsx';

/** The parts of a form's state a password field takes: it is never filled in again after an answer. */
type PasswordFormState = Pick<FormState, 'onInput' | 'onBlur' | 'fieldError'>;

/**
 * Sign-up and password reset choose a password under the same rule (domain/password-policy.ts), so they show
 * the same field, and its hint says the whole rule before anyone is refused by it.
 */
export function NewPasswordField({ form }: { form: PasswordFormState }) {
  const t = useTranslations('account');
  return (
    <TextField
      label={t('fields/newPassword')}
      hint={t('fields/newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
      name="Password"
      type="password"
      autoComplete="new-password"
      required
      onInput={form.onInput('Password')}
      onBlur={form.onBlur('Password')}
      error={form.fieldError('Password')}
    />
  );
}

/**
 * A new password typed twice (password reset, password change): the rule's field and its repeat, which the
 * form's check compares (repeatedPasswordErrors).
 */
export function NewPasswordFields({ form }: { form: PasswordFormState }) {
  const t = useTranslations('account');
  return (
    <>
      <NewPasswordField form={form} />
      <TextField
        label={t('fields/repeatPassword')}
        name="Repeat"
        type="password"
        autoComplete="new-password"
        required
        onInput={form.onInput('Repeat')}
        onBlur={form.onBlur('Repeat')}
        error={form.fieldError('Repeat')}
      />
    </>
  );
}
