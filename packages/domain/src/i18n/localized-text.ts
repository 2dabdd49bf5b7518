/**
 * Catalogue text translated per locale: `{ en: 'Supply air fan', sv: 'Tilluftsfläkt' }`. English is always
 * present; a locale without its own text shows the English one (the spec's fallback to en).
 */
export type LocalizedText = { en: string } & Partial<Record<string, string>>;

/** The text for a locale: its own, else its base language (de-AT → de), else English. */
export function localizedText(text: LocalizedText, locale: string): string {
  const own = text[locale];
  if (own !== undefined) return own;
  const dash = locale.indexOf('-');
  if (dash > 0) {
    const base = text[locale.slice(0, dash)];
    if (base !== undefined) return base;
  }
  return text.en;
}
