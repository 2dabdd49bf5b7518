import type { TranslationEntry } from './translations.ts';

/*
 * The pure text helpers of translations, apart from the zod schemas in translations.ts, so the browser
 * shell can use them without bundling zod (about 26 KB gzip of the page-weight budget).
 */

/** The text shown for a key that a page's translations do not hold. */
export function missingKeyText(id: string): string {
  return `Key [${id}] not found`;
}

export type TranslationMap = Record<string, string>;

export function toTranslationMap(entries: readonly TranslationEntry[]): TranslationMap {
  const map: TranslationMap = {};
  for (const e of entries) map[e.Id] = e.Text;
  return map;
}

/** Replaces {name} placeholders; unknown placeholders stay as they are. */
export function interpolate(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
