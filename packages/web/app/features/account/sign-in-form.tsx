import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { useLink } from '../links/use-link.ts';
import { accountStyles as styles } from './account-page.tsx';
import { FormFailure } from './form-failure.tsx';
import type { FormAnswer } from './use-form-answer.ts';
import { useFormAnswer } from './use-form-answer.ts';

interface SignInFormProps {
  locale: string;
  /** What the page's action answered to the last post, when it refused it. */
  answer: FormAnswer<{ Email: string }> | undefined;
}

/**
 * E-mail and password, posted to the page's action (signInAction), which signs in through the same service as
 * POST Customer/SignIn. A plain HTML form post: it works before the page's script has loaded and without it.
 */
export function SignInForm({ locale, answer }: SignInFormProps) {
  const t = useTranslations('account');
  const signUp = useLink('Webshop/SignUp');
  const { form, formError, fieldError, clearOnInput } = useFormAnswer(answer?.errors);
  const busy = useNavigation().state === 'submitting';

  return (
    <>
      {/* post: a submit must never put the password into the URL. */}
      <Form ref={form} method="post" className={styles.form} noValidate aria-describedby="sign-in-failure">
        <div id="sign-in-failure">
          <FormFailure message={formError} />
        </div>
        <TextField
          label={t('fields/email')}
          name="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={answer?.values.Email}
          onInput={clearOnInput('Email')}
          error={fieldError('Email')}
        />
        <TextField
          label={t('fields/password')}
          name="Password"
          type="password"
          autoComplete="current-password"
          required
          onInput={clearOnInput('Password')}
          error={fieldError('Password')}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('signIn/submit')}
          </Button>
          <Link className={styles.link} to={`/${locale}/account/password-reset`}>
            {t('signIn/forgotPassword')}
          </Link>
        </div>
      </Form>
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
