import { passwordResetCompleteSchema } from '@airshop/domain/auth';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../../platform/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { accountStyles as styles } from './account-page.tsx';
import { apiErrorMessage } from './api-error-message.ts';
import { type FieldErrors, fieldErrorsOf, focusFirstError } from './form-errors.ts';
import { NewPasswordField } from './new-password-field.tsx';
import { useFormFields } from './use-form-fields.ts';

/** The token of the e-mailed link, from the page's fragment (`#token=…`), which only the browser sees. */
function tokenOfLink(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** POST Customer/PasswordReset/Complete with the token of the e-mailed link and the new password, typed twice. */
export function PasswordResetCompleteForm({ locale }: { locale: string }) {
  const t = useTranslations('account');
  const validation = useTranslations('validation');
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, change } = useFormFields({ Password: '', Repeat: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = passwordResetCompleteSchema.safeParse({ Token: tokenOfLink(), Password: values.Password });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues, values, validation);
    if (!found.Password && values.Repeat !== values.Password) found.Repeat = t('fields/passwordMismatch');
    if (!parsed.success || found.Password || found.Repeat) {
      setErrors(found);
      // A bad token is no field's fault: the link itself is broken or old.
      if (!found.Password && !found.Repeat) setFailure(t('resetComplete/invalidLink'));
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setBusy(true);
    try {
      await apiRequest('Customer/PasswordReset/Complete', { method: 'POST', body: parsed.data });
      setDone(true);
    } catch (error) {
      setFailure(
        apiErrorMessage(error, t, {
          not_found: t('resetComplete/invalidLink'),
          validation_failed: t('resetComplete/invalidLink'),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <Notice tone="success" role="status" title={t('resetComplete/doneTitle')}>
        <p>{t('resetComplete/doneText')}</p>
        <p>
          <Link className={styles.link} to={`/${locale}/account/sign-in`}>
            {t('signIn/title')}
          </Link>
        </p>
      </Notice>
    );
  }

  return (
    <form ref={form} method="post" className={styles.form} onSubmit={submit} noValidate>
      {failure ? (
        <Notice tone="error" role="alert">
          <p>{failure}</p>
          <p>
            <Link className={styles.link} to={`/${locale}/account/password-reset`}>
              {t('resetComplete/requestNew')}
            </Link>
          </p>
        </Notice>
      ) : null}
      <NewPasswordField value={values.Password} onChange={change('Password')} error={errors.Password} />
      <TextField
        label={t('fields/repeatPassword')}
        name="Repeat"
        type="password"
        autoComplete="new-password"
        required
        value={values.Repeat}
        onChange={change('Repeat')}
        error={errors.Repeat}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('resetComplete/submit')}
        </Button>
      </div>
    </form>
  );
}
