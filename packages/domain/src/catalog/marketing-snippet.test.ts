import { describe, expect, it } from 'vitest';
import { isClassicScriptType, sameOriginScriptUrl } from './marketing-snippet.ts';

const origin = 'https://shop.example';

describe('script sources of the marketing snippet', () => {
  it('takes paths and absolute URLs of this site', () => {
    expect(sameOriginScriptUrl('/forms/newsletter-form.js', origin)).toBe(
      'https://shop.example/forms/newsletter-form.js',
    );
    expect(sameOriginScriptUrl(' /forms/a.js?v=2 ', origin)).toBe('https://shop.example/forms/a.js?v=2');
    expect(sameOriginScriptUrl('HTTPS://Shop.Example/forms/a.js', origin)).toBe(
      'https://shop.example/forms/a.js',
    );
    expect(sameOriginScriptUrl('/forms/a.js', 'http://127.0.0.1:4100')).toBe(
      'http://127.0.0.1:4100/forms/a.js',
    );
    expect(sameOriginScriptUrl('https://shop.example/forms/a.js', origin)).toBe(
      'https://shop.example/forms/a.js',
    );
  });

  it('refuses other hosts, ports and schemes, protocol-relative and odd URLs', () => {
    for (const src of [
      'https://js.hsforms.net/forms/v2.js',
      '//evil.example/x.js',
      '/\\evil.example/x.js',
      'http://shop.example/forms/a.js',
      'https://shop.example:8443/a.js',
      'https://shop.example.evil.example/a.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '',
      '   ',
      '/forms/a\n.js',
      'forms/a.js',
      '/forms/a b.js',
      'https://shop.example@evil.example/a.js',
    ]) {
      expect(sameOriginScriptUrl(src, origin), src).toBeNull();
    }
  });

  it('runs classic scripts only', () => {
    expect(isClassicScriptType(null)).toBe(true);
    expect(isClassicScriptType('')).toBe(true);
    expect(isClassicScriptType('text/javascript')).toBe(true);
    expect(isClassicScriptType(' Application/JavaScript ')).toBe(true);
    expect(isClassicScriptType('module')).toBe(false);
    expect(isClassicScriptType('application/ld+json')).toBe(false);
    expect(isClassicScriptType('text/template')).toBe(false);
  });
});
