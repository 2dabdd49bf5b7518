import { useEffect, useRef } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';
import styles from './consent-banner.module.css';
import {
  closeConsentSettings,
  setMarketingConsent,
  useConsentSettingsOpen,
  useMarketingConsent,
} from './use-marketing-consent.ts';

/**
 * The cookie banner of every page (ADR 0020): asks for marketing consent until the visitor chooses, and opens
 * again from "Cookie settings". Not modal: the page stays usable meanwhile.
 *
 * The server does not know the choice (the product page's HTML is shared), so the server HTML and the hydration
 * render the banner as for a first visit but hidden; the head's script (undecided-consent-script.ts) shows it
 * before the first paint when there is no choice (ADR 0045). After hydration the cookie decides: the banner
 * stays (`data-open`) or is removed.
 */
export function ConsentBanner() {
  const t = useTranslations('shared');
  const consent = useMarketingConsent();
  const settingsOpen = useConsentSettingsOpen();
  const heading = useRef<HTMLHeadingElement>(null);
  const pending = consent === 'pending';
  const visible = consent === 'undecided' || settingsOpen;
  // What the banner says: before hydration, what a first visit sees.
  const shown = pending ? 'undecided' : consent;

  useEffect(() => {
    // Opened on request: take the visitor there. On first visit it waits quietly at the bottom.
    if (settingsOpen) heading.current?.focus();
  }, [settingsOpen]);

  if (!pending && !visible) return null;

  return (
    <section
      className={styles.banner}
      aria-labelledby="consent-title"
      data-print="hide"
      data-consent-banner
      data-open={pending ? undefined : ''}
    >
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id="consent-title" className={styles.title} tabIndex={-1} ref={heading}>
            {t('consent/title')}
          </h2>
          <p className={styles.body}>{t('consent/text')}</p>
          {shown !== 'undecided' ? (
            <p className={styles.current}>
              {shown === 'granted' ? t('consent/currentGranted') : t('consent/currentRefused')}
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
        {shown !== 'undecided' ? (
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
