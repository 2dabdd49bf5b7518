import { describe, expect, it } from 'vitest';
import { canonicalLocalePath, localeFromPathname, switchLocalePath } from './locale-path.ts';

describe('localeFromPathname', () => {
  it('reads the first segment', () => {
    expect(localeFromPathname('/de-AT/products')).toBe('de-AT');
    expect(localeFromPathname('/nl-bl')).toBe('nl-BL');
    expect(localeFromPathname('/xx/foo')).toBeUndefined();
    expect(localeFromPathname('/')).toBeUndefined();
  });
});

describe('switchLocalePath', () => {
  it('replaces the locale and keeps the rest of the path', () => {
    expect(switchLocalePath('/en/ui-kit', 'sv')).toBe('/sv/ui-kit');
    expect(switchLocalePath('/en/a/b/', 'fr-BE')).toBe('/fr-BE/a/b/');
    expect(switchLocalePath('/en', 'de')).toBe('/de/');
    expect(switchLocalePath('/en/', 'de')).toBe('/de/');
  });
});

describe('canonicalLocalePath', () => {
  it('leaves exact locales alone', () => {
    expect(canonicalLocalePath('/en/foo')).toBeUndefined();
    expect(canonicalLocalePath('/de-AT')).toBeUndefined();
  });

  it('fixes the case of a known locale', () => {
    expect(canonicalLocalePath('/de-at/foo')).toBe('/de-AT/foo');
  });

  it('sends an unknown first segment to en with the rest of the path', () => {
    expect(canonicalLocalePath('/xx/foo')).toBe('/en/foo');
    expect(canonicalLocalePath('/xx/foo/bar/')).toBe('/en/foo/bar/');
    expect(canonicalLocalePath('/xx')).toBe('/en');
  });
});
