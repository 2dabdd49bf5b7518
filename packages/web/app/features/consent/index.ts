// The public entry of consent: what other features may use (ADR 0055).
export { CookieSettingsButton } from './cookie-settings-button.tsx';
export { openConsentSettings, useMarketingConsent } from './use-marketing-consent.ts';
