import { describe, expect, it } from 'vitest';
import {
  apiAnswerLocale,
  localeInCookieValue,
  preferredLocale,
  requestLanguage,
} from './request-language.ts';

describe('requestLanguage', () => {
  it('prefers the country cookie, then the default-language cookie, then the page locale', () => {
    expect(requestLanguage({ country: 'fi', defaultLanguage: 'sv' }, 'en')).toBe('fi');
    expect(requestLanguage({ defaultLanguage: 'sv' }, 'en')).toBe('sv');
    expect(requestLanguage({ country: ' ', defaultLanguage: '' }, 'de-AT')).toBe('de-AT');
    expect(requestLanguage({}, 'nl-BL')).toBe('nl-BL');
  });
});

describe('localeInCookieValue', () => {
  it('finds exact locales case-insensitively and falls back to the language part', () => {
    expect(localeInCookieValue('de-at')).toBe('de-AT');
    expect(localeInCookieValue('fi-FI')).toBe('fi');
    expect(localeInCookieValue('sv_SE')).toBe('sv');
    expect(localeInCookieValue('xx')).toBeUndefined();
    expect(localeInCookieValue(undefined)).toBeUndefined();
  });
});

describe('preferredLocale', () => {
  it('uses cookies before Accept-Language and en last', () => {
    expect(preferredLocale({ country: 'pl' }, 'de')).toBe('pl');
    expect(preferredLocale({ defaultLanguage: 'fr-BE' }, 'de')).toBe('fr-BE');
    expect(preferredLocale({ country: 'zz' }, 'de-DE,de;q=0.9')).toBe('de');
    expect(preferredLocale({}, 'ja')).toBe('en');
    expect(preferredLocale({}, undefined)).toBe('en');
  });
});

describe('apiAnswerLocale', () => {
  it('lets the page the answer is for decide, over the language header and the cookies', () => {
    expect(apiAnswerLocale({ pageLocale: 'sv', language: 'fi', countryCookie: 'fi' })).toBe('sv');
    expect(apiAnswerLocale({ pageLocale: 'nl-bl', language: 'de' })).toBe('nl-BL');
  });

  it('keeps the spec’s order for a call that names no page: x-lang, country cookie, default-language cookie, en', () => {
    expect(apiAnswerLocale({ language: 'fi', countryCookie: 'de', defaultLanguageCookie: 'pl' })).toBe('fi');
    expect(apiAnswerLocale({ countryCookie: 'de', defaultLanguageCookie: 'pl' })).toBe('de');
    expect(apiAnswerLocale({ defaultLanguageCookie: 'pl' })).toBe('pl');
    expect(apiAnswerLocale({})).toBe('en');
    // Values that are no locale of the shop are passed over.
    expect(apiAnswerLocale({ pageLocale: 'xx', language: '', countryCookie: 'tr' })).toBe('tr');
  });
});
