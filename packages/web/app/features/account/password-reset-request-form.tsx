import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { accountStyles as styles } from './account-page.tsx';
import { FormFailure } from './form-failure.tsx';
import { type FormAnswer, useFormAnswer } from './use-form-answer.ts';

/** What the page's action answered to the last post: refused, or where the link went. */
export type PasswordResetRequestAnswer = FormAnswer<{ Email: string }> | { sentTo: string } | undefined;

/**
 * Asks for a reset link, posted to the page's action (passwordResetRequestAction). The page says the same
 * whether or not the address has an account: it never tells a stranger which addresses are registered.
 */
export function PasswordResetRequestForm({
  locale,
  answer,
}: {
  locale: string;
  answer: PasswordResetRequestAnswer;
}) {
  const t = useTranslations('account');
  const refused = answer && 'errors' in answer ? answer : undefined;
  const { form, formError, fieldError, clearOnInput } = useFormAnswer(refused?.errors);
  const busy = useNavigation().state === 'submitting';

  if (answer && 'sentTo' in answer) {
    return (
      <Notice tone="success" role="status" title={t('reset/sentTitle')}>
        <p>{t('reset/sentText', { email: answer.sentTo })}</p>
        <p>
          <Link className={styles.link} to={`/${locale}/account/sign-in`}>
            {t('reset/backToSignIn')}
          </Link>
        </p>
      </Notice>
    );
  }

  return (
    <Form ref={form} method="post" className={styles.form} noValidate>
      <FormFailure message={formError} />
      <TextField
        label={t('fields/email')}
        name="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        defaultValue={refused?.values.Email}
        onInput={clearOnInput('Email')}
        error={fieldError('Email')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('reset/submit')}
        </Button>
        <Link className={styles.link} to={`/${locale}/account/sign-in`}>
          {t('reset/backToSignIn')}
        </Link>
      </div>
    </Form>
  );
}
