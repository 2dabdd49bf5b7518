import { anonymousProfile, signedInProfile } from '@airshop/domain/account/profile';
import { USER_STATUS } from '@airshop/domain/account/user-status';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { UnlockPrompt } from '../account/index.ts';
import { useLayoutData } from '../shell/index.ts';
import { DemoSection } from './demo-section.tsx';
import styles from './ui-kit.module.css';

/** The 'unlock price/stock' prompt in its two states: anonymous and signed in but not approved yet. */
export function AccountDemo() {
  const t = useTranslations('uiKit');
  const locale = useLayoutData()?.locale ?? 'en';
  const waiting = signedInProfile({
    name: t('account/sampleName'),
    status: USER_STATUS.WaitingForBackOfficeApproval,
    roles: ['webshop'],
  });
  return (
    <DemoSection id="account" title={t('account/title')}>
      <div className={styles.grid}>
        <div className={styles.stack}>
          <h3 className={styles.subTitle}>{t('account/anonymous')}</h3>
          <UnlockPrompt locale={locale} profile={anonymousProfile(null)} />
        </div>
        <div className={styles.stack}>
          <h3 className={styles.subTitle}>{t('account/notApproved')}</h3>
          <UnlockPrompt locale={locale} profile={waiting} />
        </div>
      </div>
    </DemoSection>
  );
}
