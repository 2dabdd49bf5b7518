import type { TranslationPage } from '@airshop/domain/i18n/translations';
import type { SsrServices } from '@airshop/domain/site/ssr-services';
import type { PageTranslations } from './page-translations.ts';

/** Loads the given pages in parallel through the in-process services (no HTTP round trip). */
export async function loadTranslations(
  services: SsrServices,
  pages: readonly TranslationPage[],
): Promise<PageTranslations> {
  const lists = await Promise.all(pages.map((page) => services.i18n.translations(page)));
  const result: PageTranslations = {};
  pages.forEach((page, i) => {
    result[page] = lists[i];
  });
  return result;
}
