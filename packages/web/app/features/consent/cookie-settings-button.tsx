import styles from './cookie-settings-button.module.css';
import { openConsentSettings } from './use-marketing-consent.ts';

/** "Cookie settings" in the footer: opens the consent banner so the visitor can change the choice. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.button} onClick={openConsentSettings} data-print="hide">
      {label}
    </button>
  );
}
