import { CONSENT_COOKIE } from '@airshop/domain/site/consent';

/** Set on <html> before the body is parsed when the visitor has not chosen yet; consent-banner.module.css reads it. */
export const UNDECIDED_ATTRIBUTE = 'data-consent-undecided';

/**
 * A few bytes of inline script in the head (ADR 0045): the cookie banner is in the server HTML, hidden, and this
 * shows it before the first paint when the `consent` cookie holds no choice (the values parseMarketingConsent
 * accepts). The banner is the largest text of a first visit, so painted only after hydration it was the page's
 * largest paint, seconds late on a phone. Without scripts it stays hidden: its buttons need them.
 */
export const UNDECIDED_CONSENT_SCRIPT = `if(!/(?:^|;\\s*)${CONSENT_COOKIE}=marketing:[01](?:;|$)/.test(document.cookie))document.documentElement.setAttribute('${UNDECIDED_ATTRIBUTE}','')`;
