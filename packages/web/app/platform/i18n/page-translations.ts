import type { TranslationEntry, TranslationPage } from '@airshop/domain/i18n/translations';

/** What a loader returns under `translations`: the pages its screen needs, for the request's locale. */
export type PageTranslations = Partial<Record<TranslationPage, TranslationEntry[]>>;

/** Loader data that carries translations; every route loader that renders text returns this shape. */
export interface WithTranslations {
  translations: PageTranslations;
}

export function hasTranslations(data: unknown): data is WithTranslations {
  return typeof data === 'object' && data !== null && 'translations' in data;
}
