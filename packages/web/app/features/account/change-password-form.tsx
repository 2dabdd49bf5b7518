import { Form, useNavigation } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { accountStyles as styles } from './account-page.tsx';
import { FormFailure } from './form-failure.tsx';
import { NewPasswordFields } from './new-password-field.tsx';
import { type FormAnswer, useFormAnswer } from './use-form-answer.ts';

/** What the page's action answered to the last post of this form: refused, or the password changed. */
export type ChangePasswordAnswer = FormAnswer<Record<string, string>> | { done: true } | undefined;

/**
 * The current password and the new one typed twice, posted to the page's action (changePasswordAction) with or
 * without script. The server checks the new one with the sign-up rule and ends every other session of the
 * account; this one stays. After a change the form is shown empty again under the confirmation.
 */
export function ChangePasswordForm({ answer }: { answer: ChangePasswordAnswer }) {
  const t = useTranslations('account');
  const refused = answer && 'errors' in answer ? answer : undefined;
  const { form, formError, fieldError, clearOnInput } = useFormAnswer(refused?.errors);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === null;
  const done = answer !== undefined && 'done' in answer;

  return (
    // A new key after a change empties the fields (they are uncontrolled, so a plain post renders them empty too).
    <Form ref={form} key={done ? 'changed' : 'form'} method="post" className={styles.form} noValidate>
      <FormFailure message={formError} />
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
        onInput={clearOnInput('CurrentPassword')}
        error={fieldError('CurrentPassword')}
      />
      <NewPasswordFields clearOnInput={clearOnInput} fieldError={fieldError} />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('changePassword/submit')}
        </Button>
      </div>
    </Form>
  );
}
