import { Form, Link, useNavigation } from 'react-router';
import { FormFailure } from '../../forms/form-failure.tsx';
import { type FormAnswer, useForm } from '../../forms/use-form.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  checkPasswordResetRequest,
  PASSWORD_RESET_REQUEST_FIELDS,
  type PasswordResetRequestValues,
} from './account-checks.ts';
import { accountStyles as styles } from './account-page.tsx';

const CHECK = {
  fields: PASSWORD_RESET_REQUEST_FIELDS,
  run: (values: PasswordResetRequestValues) => checkPasswordResetRequest(values).errors,
};

/** What the page's action answered to the last post: refused, or where the link went. */
export type PasswordResetRequestAnswer =
  | FormAnswer<PasswordResetRequestValues>
  | { sentTo: string }
  | undefined;

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
  const form = useForm<PasswordResetRequestValues>({ answer: refused, check: CHECK });
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
    <Form {...form.formProps} method="post" className={styles.form}>
      <FormFailure message={form.formError} />
      <TextField
        label={t('fields/email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...form.field('Email')}
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
