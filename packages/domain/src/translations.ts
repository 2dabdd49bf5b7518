import { z } from 'zod';

/** Translation pages: each screen asks for the pages it needs (spec: "per page, a list of Id and Text"). */
export const TRANSLATION_PAGES = [
  'shared',
  'home',
  'validation',
  'uiKit',
  'catalog',
  'account',
  'productPage',
] as const;
export type TranslationPage = (typeof TRANSLATION_PAGES)[number];

export const translationPageSchema = z.enum(TRANSLATION_PAGES);

export const translationEntrySchema = z
  .object({ Id: z.string(), Text: z.string() })
  .meta({ id: 'TranslationEntry' });
export type TranslationEntry = z.infer<typeof translationEntrySchema>;

export const translationListSchema = z.array(translationEntrySchema).meta({ id: 'TranslationList' });

// The text helpers live apart so the browser can use them without zod; re-exported for existing imports.
export { formatMessage, missingKeyText, type TranslationMap, toTranslationMap } from './translation-text.ts';
