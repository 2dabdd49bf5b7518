import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies.ts';

describe('parseCookies', () => {
  it('reads names and decoded values', () => {
    expect(parseCookies('country=de-AT; defaultLanguage=sv; x=a%20b')).toEqual({
      country: 'de-AT',
      defaultLanguage: 'sv',
      x: 'a b',
    });
  });

  it('is empty for no header and ignores parts without a name', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies('=v; ; novalue')).toEqual({});
  });

  it('keeps the first occurrence, strips quotes and survives bad escapes', () => {
    expect(parseCookies('a=1; a=2; b="q"; c=%E0%A4%A')).toEqual({ a: '1', b: 'q', c: '%E0%A4%A' });
  });
});
