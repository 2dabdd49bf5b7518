import { signInBodySchema } from '@airshop/domain/auth';
import type { SignInResult } from '@airshop/domain/profile';
import { safeReturnUrl } from '@airshop/domain/return-url';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '../../platform/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { useLink } from '../links/use-link.ts';
import { accountStyles as styles } from './account-page.tsx';
import { apiErrorMessage } from './api-error-message.ts';
import { fieldErrorsOf, focusFirstError } from './form-errors.ts';
import { FormFailure } from './form-failure.tsx';
import { useFormFields } from './use-form-fields.ts';

interface SignInFormProps {
  locale: string;
  returnUrl: string | undefined;
  guestId: string | undefined;
}

/**
 * E-mail and password, posted to POST Customer/SignIn. On success the browser loads the return URL afresh
 * (the API keeps it only when it is a path of this site), so every part of the page renders for the new user.
 */
export function SignInForm({ locale, returnUrl, guestId }: SignInFormProps) {
  const t = useTranslations('account');
  const validation = useTranslations('validation');
  const signUp = useLink('Webshop/SignUp');
  const form = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, change } = useFormFields({ Email: '', Password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = signInBodySchema.safeParse({
      ...values,
      ReturnUrl: returnUrl,
      GuestId: guestId,
      Language: locale,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, values, validation));
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setBusy(true);
    try {
      const result = await apiRequest<SignInResult>('Customer/SignIn', { method: 'POST', body: parsed.data });
      window.location.assign(safeReturnUrl(result?.ReturnUrl, `/${locale}/`));
    } catch (error) {
      setBusy(false);
      setFailure(apiErrorMessage(error, t, { unauthenticated: t('signIn/failed') }));
    }
  }

  return (
    <>
      {/* post: a submit before the page's script runs must never put the password into the URL. */}
      <form
        ref={form}
        method="post"
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-describedby="sign-in-failure"
      >
        <div id="sign-in-failure">
          <FormFailure message={failure} />
        </div>
        <TextField
          label={t('fields/email')}
          name="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={values.Email}
          onChange={change('Email')}
          error={errors.Email}
        />
        <TextField
          label={t('fields/password')}
          name="Password"
          type="password"
          autoComplete="current-password"
          required
          value={values.Password}
          onChange={change('Password')}
          error={errors.Password}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('signIn/submit')}
          </Button>
          <Link className={styles.link} to={`/${locale}/account/password-reset`}>
            {t('signIn/forgotPassword')}
          </Link>
        </div>
      </form>
      <footer className={styles.footer}>
        <p>{t('signIn/noAccount')}</p>
        <p>
          <Link className={styles.link} to={signUp}>
            {t('signIn/signUpLink')}
          </Link>
        </p>
      </footer>
    </>
  );
}
