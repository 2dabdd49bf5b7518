import { describe, expect, it } from 'vitest';
import { urlWithVariantCode, withoutVariantCode } from './variant-code-url.ts';

describe('the variant code in the URL', () => {
  it('is set, keeping the other parameters and the hash', () => {
    expect(urlWithVariantCode('https://shop.example/en/p/rx-100?hidePrice=1#sizing', 'RX100-06LE')).toBe(
      '/en/p/rx-100?hidePrice=1&code=RX100-06LE#sizing',
    );
  });

  it('is replaced in place', () => {
    expect(urlWithVariantCode('/en/p?a=1&code=OLD&b=2', 'NEW')).toBe('/en/p?a=1&code=NEW&b=2');
  });

  it('is removed when no variant is chosen', () => {
    expect(urlWithVariantCode('/en/p?code=OLD&hidePrice=1#top', undefined)).toBe('/en/p?hidePrice=1#top');
    expect(urlWithVariantCode('/en/p?code=OLD', undefined)).toBe('/en/p');
  });

  it('is encoded', () => {
    expect(urlWithVariantCode('/en/p', 'A B/1')).toBe('/en/p?code=A%20B%2F1');
    expect(urlWithVariantCode('/en/p?code=A+B%2F1', 'A B/1')).toBeUndefined();
  });

  it('keeps the other parameters as they were written, and one code only', () => {
    expect(urlWithVariantCode('/en/p?utm_source=a%20b&x=%E2%82%AC', 'C')).toBe(
      '/en/p?utm_source=a%20b&x=%E2%82%AC&code=C',
    );
    expect(urlWithVariantCode('/en/p?code=A&code=B', 'A')).toBe('/en/p?code=A');
  });

  it('leaves a URL that already says so alone', () => {
    expect(urlWithVariantCode('/en/p?code=SAME#x', 'SAME')).toBeUndefined();
    expect(urlWithVariantCode('/en/p#x', undefined)).toBeUndefined();
  });
});

describe('the URL without the variant code', () => {
  it('tells apart what differs in more than the code', () => {
    expect(withoutVariantCode('https://shop.example/en/p?code=A&hidePrice=1#x')).toBe('/en/p?hidePrice=1#x');
    expect(withoutVariantCode('/en/p?hidePrice=1')).toBe('/en/p?hidePrice=1');
    expect(withoutVariantCode('/en/p?code=A')).toBe(withoutVariantCode('/en/p?code=B'));
    expect(withoutVariantCode('/en/p?code=A&x=1')).not.toBe(withoutVariantCode('/en/p?code=A&x=2'));
  });
});
