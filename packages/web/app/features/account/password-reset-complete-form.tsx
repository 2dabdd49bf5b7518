import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { accountStyles as styles } from './account-page.tsx';
import { NewPasswordFields } from './new-password-field.tsx';
import { type FormAnswer, useFormAnswer } from './use-form-answer.ts';

/** What the page's action answered to the last post: refused, or the password changed. */
export type PasswordResetCompleteAnswer = FormAnswer<Record<string, string>> | { done: true } | undefined;

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
  const { form, formError, fieldError, clearOnInput } = useFormAnswer(refused?.errors);
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
    <Form ref={form} method="post" className={styles.form} noValidate>
      {formError ? (
        <Notice tone="error" role="alert">
          <p>{formError}</p>
          {refused?.errors.form?.key === 'resetComplete/invalidLink' ? (
            <p>
              <Link className={styles.link} to={`/${locale}/account/password-reset`}>
                {t('resetComplete/requestNew')}
              </Link>
            </p>
          ) : null}
        </Notice>
      ) : null}
      <NewPasswordFields clearOnInput={clearOnInput} fieldError={fieldError} />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('resetComplete/submit')}
        </Button>
      </div>
    </Form>
  );
}
