import type { Profile } from '@airshop/domain/account/profile';
import { APPROVED } from '@airshop/domain/account/user-status';
import { useLocation } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useOptionalLink } from '../../platform/use-link.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import styles from './unlock-prompt.module.css';

/**
 * Shown where prices, stock and delivery dates would be (product-page.md §6). Anonymous visitors are asked to
 * sign in (coming back here) or sign up; a signed-in user who is not approved yet is told so; an approved user
 * sees nothing here, the prices themselves show instead. The server decides what it sends either way.
 */
export function UnlockPrompt({ locale, profile }: { locale: string; profile: Profile }) {
  const t = useTranslations('shared');
  const { pathname, search } = useLocation();
  const signUp = useOptionalLink('Webshop/SignUp');
  if (profile.IsLoggedIn && profile.UserStatus === APPROVED) return null;

  if (profile.IsLoggedIn) {
    return (
      <div className={styles.prompt} data-print="hide">
        <Icon name="lock" size={22} className={styles.icon} />
        <div className={styles.body}>
          <p className={styles.title}>{t('unlock/notApprovedTitle')}</p>
          <p className={styles.text}>{t('unlock/notApprovedText')}</p>
        </div>
      </div>
    );
  }

  const returnUrl = encodeURIComponent(pathname + search);
  return (
    <div className={styles.prompt} data-print="hide">
      <Icon name="lock" size={22} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>{t('unlock/title')}</p>
        <p className={styles.text}>{t('unlock/text')}</p>
        <div className={styles.actions}>
          <ButtonLink size="sm" to={`/${locale}/account/sign-in?ReturnUrl=${returnUrl}`}>
            {t('userPanel/signIn')}
          </ButtonLink>
          {signUp ? (
            <ButtonLink size="sm" variant="secondary" to={signUp}>
              {t('userPanel/signUp')}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
