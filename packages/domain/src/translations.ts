import { z } from 'zod';

/** Translation pages: each screen asks for the pages it needs (spec: "per page, a list of Id and Text"). */
export const TRANSLATION_PAGES = ['shared', 'home', 'validation', 'uiKit'] as const;
export type TranslationPage = (typeof TRANSLATION_PAGES)[number];

export const translationPageSchema = z.enum(TRANSLATION_PAGES);

export const translationEntrySchema = z
  .object({ Id: z.string(), Text: z.string() })
  .meta({ id: 'TranslationEntry' });
export type TranslationEntry = z.infer<typeof translationEntrySchema>;

export const translationListSchema = z.array(translationEntrySchema).meta({ id: 'TranslationList' });

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
