import { Form, Link, useNavigation } from 'react-router';
import { FormFailure } from '../../forms/form-failure.tsx';
import { type FormAnswer, useForm } from '../../forms/use-form.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useLink } from '../../platform/use-link.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { checkSignIn, SIGN_IN_FIELDS, type SignInValues } from './account-checks.ts';
import { accountStyles as styles } from './account-page.tsx';

/** The browser's part of the action's check (the return URL and guest id are the server's). */
const SIGN_IN_CHECK = { fields: SIGN_IN_FIELDS, run: (values: SignInValues) => checkSignIn(values).errors };

interface SignInFormProps {
  locale: string;
  /** What the page's action answered to the last post, when it refused it. */
  answer: FormAnswer<SignInValues> | undefined;
}

/**
 * E-mail and password, posted to the page's action (signInAction), which signs in through the same service as
 * POST Customer/SignIn. A plain HTML form post: it works before the page's script has loaded and without it.
 */
export function SignInForm({ locale, answer }: SignInFormProps) {
  const t = useTranslations('account');
  const signUp = useLink('Webshop/SignUp');
  const form = useForm<SignInValues>({ answer, check: SIGN_IN_CHECK });
  const busy = useNavigation().state === 'submitting';

  return (
    <>
      {/* post: a submit must never put the password into the URL. */}
      <Form {...form.formProps} method="post" className={styles.form} aria-describedby="sign-in-failure">
        <div id="sign-in-failure">
          <FormFailure message={form.formError} />
        </div>
        <TextField
          label={t('fields/email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          {...form.field('Email')}
        />
        <TextField
          label={t('fields/password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('Password')}
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
