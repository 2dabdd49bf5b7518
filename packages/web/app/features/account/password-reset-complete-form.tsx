import { Form, Link, useNavigation } from 'react-router';
import { type FormAnswer, useForm } from '../../forms/use-form.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import {
  checkNewPasswordTwice,
  PASSWORD_RESET_COMPLETE_FIELDS,
  type PasswordResetCompleteValues,
} from './account-checks.ts';
import { accountStyles as styles } from './account-page.tsx';
import { NewPasswordFields } from './new-password-field.tsx';

/** The browser checks the password and its repeat; the link's token is the action's to check. */
const CHECK = {
  fields: PASSWORD_RESET_COMPLETE_FIELDS,
  run: (values: PasswordResetCompleteValues) => checkNewPasswordTwice(values).errors,
};

/** What the page's action answered to the last post: refused, or the password changed. */
export type PasswordResetCompleteAnswer =
  | FormAnswer<PasswordResetCompleteValues>
  | { done: true }
  | undefined;

/**
 * The new password, typed twice, posted to the page's action (passwordResetCompleteAction), which takes the
 * token the page keeps in a cookie.
 */
export function PasswordResetCompleteForm({
  locale,
  answer,
}: {
  locale: string;
  answer: PasswordResetCompleteAnswer;
}) {
  const t = useTranslations('account');
  const refused = answer && 'errors' in answer ? answer : undefined;
  const form = useForm<PasswordResetCompleteValues>({ answer: refused, check: CHECK });
  const busy = useNavigation().state === 'submitting';

  if (answer && 'done' in answer) {
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
    <Form {...form.formProps} method="post" className={styles.form}>
      {form.formError ? (
        <Notice tone="error" role="alert">
          <p>{form.formError}</p>
          {refused?.errors.form?.key === 'resetComplete/invalidLink' ? (
            <p>
              <Link className={styles.link} to={`/${locale}/account/password-reset`}>
                {t('resetComplete/requestNew')}
              </Link>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <NewPasswordFields form={form} />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('resetComplete/submit')}
        </Button>
      </div>
    </Form>
  );
}
