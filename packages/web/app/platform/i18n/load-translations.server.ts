import type { TranslationPage } from '@airshop/domain/i18n/translations';
import type { SsrServices } from '@airshop/domain/site/ssr-services';
import { gatherDocumentTexts } from './document-texts.server.ts';
import type { PageTranslations } from './page-translations.ts';

/**
 * Loads the given pages in parallel through the in-process services (no HTTP round trip). A navigation gets
 * them in its loader data; a whole document renders with them but carries them apart, by their own URL (ADR
 * 0081), so its loader data holds none.
 */
export async function loadTranslations(
  services: SsrServices,
  pages: readonly TranslationPage[],
): Promise<PageTranslations> {
  const lists = await Promise.all(pages.map((page) => services.i18n.translations(page)));
  const result: PageTranslations = {};
  pages.forEach((page, i) => {
    const entries = lists[i] ?? [];
    if (services.wholeDocument) gatherDocumentTexts(services, page, entries);
    else result[page] = entries;
  });
  return result;
}
