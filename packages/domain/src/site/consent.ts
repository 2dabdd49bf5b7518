/*
 * Marketing consent (product-page.md §2 "Gallery": videos play only with marketing consent). The choice is kept
 * in a cookie the browser reads, `consent=marketing:1` or `marketing:0`. The server never reads it: the product
 * page's HTML is cached and shared between visitors, so everything that depends on the choice is decided in the
 * browser after hydration (ADR 0020).
 */

export const CONSENT_COOKIE = 'consent';
/** One year, in seconds. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** undecided: no valid cookie yet (the banner asks); granted / refused: the visitor's choice. */
export type MarketingConsent = 'undecided' | 'granted' | 'refused';

/** The choice kept in the cookie's value; anything else (absent, tampered, older format) is undecided. */
export function parseMarketingConsent(value: string | null | undefined): MarketingConsent {
  if (value === 'marketing:1') return 'granted';
  if (value === 'marketing:0') return 'refused';
  return 'undecided';
}

/** The Set-Cookie text document.cookie is given; Secure only on https so the demo works on plain http. */
export function marketingConsentCookie(granted: boolean, secure: boolean): string {
  const parts = [
    `${CONSENT_COOKIE}=marketing:${granted ? 1 : 0}`,
    `Max-Age=${CONSENT_MAX_AGE_S}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
