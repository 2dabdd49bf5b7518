import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useTranslations } from '../i18n/use-translations.ts';
import styles from './consent-banner.module.css';
import {
  closeConsentSettings,
  setMarketingConsent,
  useConsentSettingsOpen,
  useMarketingConsent,
} from './use-marketing-consent.ts';

/**
 * The cookie banner of every page (ADR 0020): asks for marketing consent until the visitor chooses, and opens
 * again from "Cookie settings". It is not in the server HTML (the server does not know the choice and the
 * product page's HTML is shared); it appears after hydration. Not modal: the page stays usable meanwhile.
 */
export function ConsentBanner() {
  const t = useTranslations('shared');
  const consent = useMarketingConsent();
  const settingsOpen = useConsentSettingsOpen();
  const heading = useRef<HTMLHeadingElement>(null);
  const visible = consent === 'undecided' || settingsOpen;

  useEffect(() => {
    // Opened on request: take the visitor there. On first visit it waits quietly at the bottom.
    if (settingsOpen) heading.current?.focus();
  }, [settingsOpen]);

  if (consent === 'pending' || !visible) return null;

  return (
    <section className={styles.banner} aria-labelledby="consent-title" data-print="hide" data-consent-banner>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id="consent-title" className={styles.title} tabIndex={-1} ref={heading}>
            {t('consent/title')}
          </h2>
          <p className={styles.body}>{t('consent/text')}</p>
          {consent !== 'undecided' ? (
            <p className={styles.current}>
              {consent === 'granted' ? t('consent/currentGranted') : t('consent/currentRefused')}
            </p>
          ) : null}
        </div>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => setMarketingConsent(false)}>
            {t('consent/refuse')}
          </Button>
          <Button variant="primary" onClick={() => setMarketingConsent(true)}>
            {t('consent/accept')}
          </Button>
        </div>
        {consent !== 'undecided' ? (
          <button
            type="button"
            className={styles.close}
            onClick={closeConsentSettings}
            aria-label={t('consent/close')}
          >
            <Icon name="close" size={20} />
          </button>
        ) : null}
      </div>
    </section>
  );
}
