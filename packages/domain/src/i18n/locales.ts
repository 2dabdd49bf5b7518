/** The 15 locales of the spec. The first path segment of every page is one of these. */
export const LOCALES = [
  'en',
  'sv',
  'fi',
  'de',
  'de-AT',
  'es',
  'fr',
  'fr-BE',
  'hu',
  'it',
  'nl',
  'nl-BL',
  'pl',
  'ro',
  'tr',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

const byLowerCase = new Map<string, Locale>(LOCALES.map((l) => [l.toLowerCase(), l]));

/** Matches case-insensitively ("de-at" is "de-AT"); undefined for anything else. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  return byLowerCase.get(value.trim().toLowerCase());
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * BCP 47 tag for Intl formatting. nl-BL is the shop's code for Dutch in Belgium: Intl knows it as nl-BE.
 */
export function intlTag(locale: Locale): string {
  return locale === 'nl-BL' ? 'nl-BE' : locale;
}

/** Picks the best locale from an Accept-Language header: exact tag first, then the language alone. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const exact = parseLocale(tag);
    if (exact) return exact;
    const language = parseLocale(tag.split('-')[0]);
    if (language) return language;
  }
  return undefined;
}
