import { describe, expect, it } from 'vitest';
import { intlTag, LOCALES, localeFromAcceptLanguage, parseLocale } from './locales.ts';

describe('locales', () => {
  it('are the 15 of the spec', () => {
    expect(LOCALES).toEqual([
      'en',
      'sv',
      'fi',
      'de',
      'de-AT',
      'es',
      'fr',
      'fr-BE',
      'hu',
      'it',
      'nl',
      'nl-BL',
      'pl',
      'ro',
      'tr',
    ]);
  });

  it('parse case-insensitively and reject anything else', () => {
    expect(parseLocale('de-at')).toBe('de-AT');
    expect(parseLocale(' SV ')).toBe('sv');
    expect(parseLocale('en-US')).toBeUndefined();
    expect(parseLocale('')).toBeUndefined();
    expect(parseLocale(undefined)).toBeUndefined();
  });

  it('map nl-BL to the Intl tag of Dutch in Belgium', () => {
    expect(intlTag('nl-BL')).toBe('nl-BE');
    expect(intlTag('fr-BE')).toBe('fr-BE');
  });

  it('pick the best match from Accept-Language by weight, exact tag before language', () => {
    expect(localeFromAcceptLanguage('de-AT,de;q=0.9,en;q=0.8')).toBe('de-AT');
    expect(localeFromAcceptLanguage('de-CH,de;q=0.9')).toBe('de');
    expect(localeFromAcceptLanguage('ja;q=1, sv;q=0.5')).toBe('sv');
    expect(localeFromAcceptLanguage('en;q=0.2, fi;q=0.9')).toBe('fi');
    expect(localeFromAcceptLanguage('ja, zh')).toBeUndefined();
    expect(localeFromAcceptLanguage('fi;q=0')).toBeUndefined();
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
  });
});
