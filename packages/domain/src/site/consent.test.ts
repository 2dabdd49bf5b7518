import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_S, marketingConsentCookie, parseMarketingConsent } from './consent.ts';
import { parseCookies } from './cookies.ts';

describe('marketing consent cookie', () => {
  it('reads the two choices and treats anything else as undecided', () => {
    expect(parseMarketingConsent('marketing:1')).toBe('granted');
    expect(parseMarketingConsent('marketing:0')).toBe('refused');
    expect(parseMarketingConsent(undefined)).toBe('undecided');
    expect(parseMarketingConsent('')).toBe('undecided');
    expect(parseMarketingConsent('marketing:yes')).toBe('undecided');
  });

  it('writes a one-year, site-wide, SameSite=Lax cookie that reads back', () => {
    const text = marketingConsentCookie(true, false);
    expect(text).toBe(`consent=marketing:1; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`);
    expect(CONSENT_MAX_AGE_S).toBe(31_536_000);
    const [pair] = marketingConsentCookie(false, true).split('; ');
    expect(parseMarketingConsent(parseCookies(pair).consent)).toBe('refused');
    expect(marketingConsentCookie(false, true)).toMatch(/; Secure$/);
  });
});
