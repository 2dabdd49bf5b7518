import { PASSWORD_MIN_LENGTH } from '@airshop/domain/auth';
import type { ReactNode } from 'react';
import { TextField } from '../../ui/text-field.tsx';
import { useTranslations } from '../i18n/use-translations.ts';

interface NewPasswordFieldProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: ReactNode;
}

/** Sign-up and password reset choose a password under the same rules, so they show the same field and hint. */
export function NewPasswordField({ value, onChange, error }: NewPasswordFieldProps) {
  const t = useTranslations('account');
  return (
    <TextField
      label={t('fields/newPassword')}
      hint={t('fields/newPasswordHint', { min: PASSWORD_MIN_LENGTH })}
      name="Password"
      type="password"
      autoComplete="new-password"
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
