import { changePasswordBodySchema } from '@airshop/domain/auth';
import { type FormEvent, useRef, useState } from 'react';
import { apiRequest } from '../../platform/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { accountStyles as styles } from './account-page.tsx';
import { apiErrorMessage, invalidPaths } from './api-error-message.ts';
import { type FieldErrors, fieldErrorsOf, focusFirstError } from './form-errors.ts';
import { FormFailure } from './form-failure.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { useFormFields } from './use-form-fields.ts';

const EMPTY = { CurrentPassword: '', Password: '', Repeat: '' };

/**
 * POST Customer/ChangePassword: the current password, and the new one typed twice and checked with the sign-up
 * rule (the domain schema) before sending. The server ends every other session of the account; this one stays.
 */
export function ChangePasswordForm() {
  const t = useTranslations('account');
  const validation = useTranslations('validation');
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, change } = useFormFields(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setDone(false);
    const parsed = changePasswordBodySchema.safeParse({
      CurrentPassword: values.CurrentPassword,
      Password: values.Password,
    });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues, values, validation);
    if (!found.Password && values.Repeat !== values.Password) found.Repeat = t('fields/passwordMismatch');
    if (!parsed.success || found.Repeat) {
      setErrors(found);
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setBusy(true);
    try {
      await apiRequest('Customer/ChangePassword', { method: 'POST', body: parsed.data });
      setDone(true);
      change('CurrentPassword')({ target: { value: '' } });
      change('Password')({ target: { value: '' } });
      change('Repeat')({ target: { value: '' } });
    } catch (error) {
      if (invalidPaths(error).includes('CurrentPassword')) {
        setErrors({ CurrentPassword: t('changePassword/wrongCurrent') });
        requestAnimationFrame(() => focusFirstError(form.current));
      } else {
        setFailure(apiErrorMessage(error, t));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={form}
      method="post"
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-describedby="change-password-failure"
    >
      <div id="change-password-failure">
        <FormFailure message={failure} />
      </div>
      {done ? (
        <Notice tone="success" role="status" title={t('changePassword/doneTitle')}>
          <p>{t('changePassword/doneText')}</p>
        </Notice>
      ) : null}
      <TextField
        label={t('fields/currentPassword')}
        name="CurrentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={values.CurrentPassword}
        onChange={change('CurrentPassword')}
        error={errors.CurrentPassword}
      />
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
          {t('changePassword/submit')}
        </Button>
      </div>
    </form>
  );
}
