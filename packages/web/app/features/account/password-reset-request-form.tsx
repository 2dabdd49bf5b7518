import { passwordResetRequestSchema } from '@airshop/domain/auth';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../../platform/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { accountStyles as styles } from './account-page.tsx';
import { apiErrorMessage } from './api-error-message.ts';
import { fieldErrorsOf, focusFirstError } from './form-errors.ts';
import { FormFailure } from './form-failure.tsx';
import { useFormFields } from './use-form-fields.ts';

/**
 * POST Customer/PasswordReset. The API answers the same whether or not the address has an account, and so
 * does this page: it never tells a stranger which addresses are registered.
 */
export function PasswordResetRequestForm({ locale }: { locale: string }) {
  const t = useTranslations('account');
  const validation = useTranslations('validation');
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, change } = useFormFields({ Email: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = passwordResetRequestSchema.safeParse({ Email: values.Email, Language: locale });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, values, validation));
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setBusy(true);
    try {
      await apiRequest('Customer/PasswordReset', { method: 'POST', body: parsed.data });
      setSentTo(parsed.data.Email);
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <Notice tone="success" role="status" title={t('reset/sentTitle')}>
        <p>{t('reset/sentText', { email: sentTo })}</p>
        <p>
          <Link className={styles.link} to={`/${locale}/account/sign-in`}>
            {t('reset/backToSignIn')}
          </Link>
        </p>
      </Notice>
    );
  }

  return (
    <form ref={form} method="post" className={styles.form} onSubmit={submit} noValidate>
      <FormFailure message={failure} />
      <TextField
        label={t('fields/email')}
        name="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={values.Email}
        onChange={change('Email')}
        error={errors.Email}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('reset/submit')}
        </Button>
        <Link className={styles.link} to={`/${locale}/account/sign-in`}>
          {t('reset/backToSignIn')}
        </Link>
      </div>
    </form>
  );
}
