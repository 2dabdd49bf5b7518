import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_URL, safeReturnUrl } from './return-url.ts';

describe('safeReturnUrl', () => {
  it.each([
    '/',
    '/en/shop',
    '/sv/products/ab-123?variant=2#docs',
    '/util/login.aspx?ReturnUrl=%2Fen%2Fshop',
    '/de-AT/search?q=100%25',
    '/en/a:b',
    '/en/%E0%A4%A',
  ])('keeps the site path %s', (url) => {
    expect(safeReturnUrl(url)).toBe(url);
  });

  it.each([
    '//evil.example',
    '//evil.example/en/shop',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/en\\..\\..\\evil',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example',
    'http://evil.example/en/shop',
    'https:evil.example',
    'evil.example',
    'en/shop',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '%2F%5Cevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/en/shop\u0000',
    '',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (url) => {
    expect(safeReturnUrl(url)).toBe(DEFAULT_RETURN_URL);
  });

  it('answers the fallback for a missing url', () => {
    expect(safeReturnUrl(undefined, '/en')).toBe('/en');
    expect(safeReturnUrl(null)).toBe(DEFAULT_RETURN_URL);
  });
});
