import { describe, expect, it } from 'vitest';
import { urlWithVariantCode } from './variant-code-url.ts';

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
    expect(urlWithVariantCode('/en/p', 'A B/1')).toBe('/en/p?code=A+B%2F1');
  });

  it('leaves a URL that already says so alone', () => {
    expect(urlWithVariantCode('/en/p?code=SAME#x', 'SAME')).toBeUndefined();
    expect(urlWithVariantCode('/en/p#x', undefined)).toBeUndefined();
  });
});
