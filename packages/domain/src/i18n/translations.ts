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
  'content',
  'cart',
  'checkout',
  'orders',
  'quickPick',
  'projects',
  'osd',
  'search',
  'submissions',
  'afterSales',
] as const;
export type TranslationPage = (typeof TRANSLATION_PAGES)[number];

export const translationPageSchema = z.enum(TRANSLATION_PAGES);

export function isTranslationPage(name: string): name is TranslationPage {
  return (TRANSLATION_PAGES as readonly string[]).includes(name);
}

/**
 * Texts only the server writes (the mails, ADR 0049): kept in the same files and checked like the pages' texts,
 * but not served by Translations/Pages, which is for screens.
 */
export const SERVER_TEXT_PAGES = ['mail'] as const;
export type ServerTextPage = (typeof SERVER_TEXT_PAGES)[number];

/** Every page a translation file may belong to. */
export const TRANSLATION_FILE_PAGES: readonly (TranslationPage | ServerTextPage)[] = [
  ...TRANSLATION_PAGES,
  ...SERVER_TEXT_PAGES,
];
export type TranslationFilePage = TranslationPage | ServerTextPage;

/**
 * The page in the path of Translations/Pages/{page}: any short name, so an unknown page is a missing object
 * (404, ADR 0003) rather than invalid input.
 */
export const translationPageNameSchema = z
  .string()
  .min(1)
  .max(100)
  .meta({ description: `one of ${TRANSLATION_PAGES.join(', ')}; any other page is 404` });

export const translationEntrySchema = z
  .object({ Id: z.string(), Text: z.string() })
  .meta({ id: 'TranslationEntry' });
export type TranslationEntry = z.infer<typeof translationEntrySchema>;

export const translationListSchema = z.array(translationEntrySchema).meta({ id: 'TranslationList' });

// The text helpers live apart so the browser can use them without zod; re-exported for existing imports.
export { formatMessage, missingKeyText, type TranslationMap, toTranslationMap } from './translation-text.ts';
