import { describe, expect, it } from 'vitest';
import { isLongText, LONG_TEXT_CHARS, plainTextOf } from './rich-text.ts';

describe('rich text length', () => {
  it('counts the text, not the markup', () => {
    expect(plainTextOf('<p>Quiet <strong>EC</strong> fans</p><ul><li>One</li></ul>')).toBe(
      'Quiet EC fans One',
    );
    expect(plainTextOf('<p>a &lt; b &amp; c</p>')).toBe('a _ b _ c');
  });

  it(`collapses text longer than ${LONG_TEXT_CHARS} characters only`, () => {
    const text = (n: number) => `<p>${'x'.repeat(n)}</p>`;
    expect(isLongText(text(LONG_TEXT_CHARS))).toBe(false);
    expect(isLongText(text(LONG_TEXT_CHARS + 1))).toBe(true);
    expect(isLongText(`<p>${'<b></b>'.repeat(500)}short</p>`)).toBe(false);
    expect(isLongText(null)).toBe(false);
    expect(isLongText('')).toBe(false);
  });
});
