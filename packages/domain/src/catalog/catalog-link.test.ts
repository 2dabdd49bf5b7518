import { describe, expect, it } from 'vitest';
import { isExternalLink, safeCatalogLink } from './catalog-link.ts';

describe('links from the catalogue', () => {
  it('keeps http(s), site-relative and in-page links', () => {
    expect(safeCatalogLink('https://select.example/?series=KA')).toBe('https://select.example/?series=KA');
    expect(safeCatalogLink('http://bim.example/a.ifc')).toBe('http://bim.example/a.ifc');
    expect(safeCatalogLink(' /en/contact ')).toBe('/en/contact');
    expect(safeCatalogLink('#documents')).toBe('#documents');
  });

  it('drops scripts, data, other schemes, protocol-relative and empty links', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'mailto:a@b.example',
      '//evil.example/x',
      '/\\evil.example',
      'java\nscript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(safeCatalogLink(url)).toBeNull();
    }
  });

  it('tells links that leave the site', () => {
    expect(isExternalLink('https://x.example')).toBe(true);
    expect(isExternalLink('/en/products')).toBe(false);
  });
});
