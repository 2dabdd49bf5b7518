import { Form, useNavigation } from 'react-router';
import { FormFailure } from '../../forms/form-failure.tsx';
import { type FormAnswer, useForm } from '../../forms/use-form.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { CHANGE_PASSWORD_FIELDS, type ChangePasswordValues, checkChangePassword } from './account-checks.ts';
import { accountStyles as styles } from './account-page.tsx';
import { NewPasswordFields } from './new-password-field.tsx';

const CHECK = {
  fields: CHANGE_PASSWORD_FIELDS,
  run: (values: ChangePasswordValues) => checkChangePassword(values).errors,
};

/** What the page's action answered to the last post of this form: refused, or the password changed. */
export type ChangePasswordAnswer = FormAnswer<ChangePasswordValues> | { done: true } | undefined;

/**
 * The current password and the new one typed twice, posted to the page's action (changePasswordAction) with or
 * without script. The server checks the new one with the sign-up rule and ends every other session of the
 * account; this one stays. After a change the form is shown empty again under the confirmation.
 */
export function ChangePasswordForm({ answer }: { answer: ChangePasswordAnswer }) {
  const t = useTranslations('account');
  const refused = answer && 'errors' in answer ? answer : undefined;
  const form = useForm<ChangePasswordValues>({ answer: refused, check: CHECK });
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === null;
  const done = answer !== undefined && 'done' in answer;

  return (
    // A new key after a change empties the fields (they are uncontrolled, so a plain post renders them empty too).
    <Form {...form.formProps} key={done ? 'changed' : 'form'} method="post" className={styles.form}>
      <FormFailure message={form.formError} />
      {done ? (
        <Notice tone="success" role="status" title={t('changePassword/doneTitle')}>
          <p>{t('changePassword/doneText')}</p>
        </Notice>
      ) : null}
      <TextField
        label={t('fields/currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('CurrentPassword')}
      />
      <NewPasswordFields form={form} />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('changePassword/submit')}
        </Button>
      </div>
    </Form>
  );
}
