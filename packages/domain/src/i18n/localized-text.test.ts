import { describe, expect, it } from 'vitest';
import { localizedText } from './localized-text.ts';

describe('localizedText', () => {
  const text = { en: 'Fan', sv: 'Fläkt', de: 'Ventilator' };

  it('gives the locale its own text', () => {
    expect(localizedText(text, 'sv')).toBe('Fläkt');
  });

  it('falls back to the base language, then to English', () => {
    expect(localizedText(text, 'de-AT')).toBe('Ventilator');
    expect(localizedText(text, 'fi')).toBe('Fan');
    expect(localizedText(text, 'fr-BE')).toBe('Fan');
  });
});
