import { useState } from 'react';
import { apiRequest } from '../../platform/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import { accountStyles as styles } from './account-page.tsx';
import { FormFailure } from './form-failure.tsx';

/**
 * Ends every session of the account, this one included (POST Customer/SignOutEverywhere), then loads the
 * sign-in page afresh, as sign-out does, so nothing of the account stays on screen.
 */
export function SignOutEverywhere({ locale }: { locale: string }) {
  const t = useTranslations('account');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    setFailed(false);
    try {
      await apiRequest('Customer/SignOutEverywhere', { method: 'POST' });
      window.location.assign(`/${locale}/account/sign-in`);
    } catch {
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    <section className={styles.footer} aria-labelledby="sign-out-everywhere">
      <h2 id="sign-out-everywhere" className={styles.subheading}>
        {t('signOutEverywhere/title')}
      </h2>
      <p>{t('signOutEverywhere/text')}</p>
      <FormFailure message={failed ? t('signOutEverywhere/failed') : null} />
      <div>
        <Button
          variant="secondary"
          icon={<Icon name="signOut" size={18} />}
          loading={busy}
          onClick={signOutEverywhere}
        >
          {t('signOutEverywhere/button')}
        </Button>
      </div>
    </section>
  );
}
