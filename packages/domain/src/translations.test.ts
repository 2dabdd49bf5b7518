import { describe, expect, it } from 'vitest';
import { interpolate, missingKeyText, toTranslationMap } from './translations.ts';

describe('translations', () => {
  it('name a missing key the way the spec does', () => {
    expect(missingKeyText('header/menu')).toBe('Key [header/menu] not found');
  });

  it('turn entries into a map, the last entry of an id winning', () => {
    expect(
      toTranslationMap([
        { Id: 'a', Text: 'A' },
        { Id: 'b', Text: 'B' },
        { Id: 'a', Text: 'A2' },
      ]),
    ).toEqual({ a: 'A2', b: 'B' });
  });

  it('fill placeholders and leave unknown ones', () => {
    expect(interpolate('Show all {count}', { count: 12 })).toBe('Show all 12');
    expect(interpolate('Link {name} not found', {})).toBe('Link {name} not found');
    expect(interpolate('{a}{b}', { a: 'x', b: 0 })).toBe('x0');
  });
});
