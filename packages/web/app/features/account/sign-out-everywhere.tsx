import { Form, useNavigation } from 'react-router';
import { FormFailure } from '../../forms/form-failure.tsx';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { accountStyles as styles } from './account-page.tsx';

/**
 * Ends every session of the account, this one included: a post to the change-password page's action
 * (changePasswordAction, intent "sign-out-everywhere"), which then loads the sign-in page afresh, as sign-out does.
 */
export function SignOutEverywhere({ failed }: { failed: boolean }) {
  const t = useTranslations('account');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'sign-out-everywhere';

  return (
    <section className={styles.footer} aria-labelledby="sign-out-everywhere">
      <h2 id="sign-out-everywhere" className={styles.subheading}>
        {t('signOutEverywhere/title')}
      </h2>
      <p>{t('signOutEverywhere/text')}</p>
      <FormFailure message={failed ? t('signOutEverywhere/failed') : null} />
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <Button type="submit" variant="secondary" icon={<Icon name="signOut" size={18} />} loading={busy}>
          {t('signOutEverywhere/button')}
        </Button>
      </Form>
    </section>
  );
}
