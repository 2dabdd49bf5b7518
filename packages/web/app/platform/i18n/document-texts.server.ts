import { textsPath } from '@airshop/domain/api/i18n-routes';
import { textsVersion } from '@airshop/domain/i18n/texts-version';
import type { TranslationEntry, TranslationPage } from '@airshop/domain/i18n/translations';
import type { SsrServices } from '@airshop/domain/site/ssr-services';
import type { DocumentTexts } from './document-texts.ts';
import type { PageTranslations } from './page-translations.ts';

/** Per request: the pages its loaders asked for, gathered for the document (ADR 0081). */
const gathered = new WeakMap<SsrServices, PageTranslations>();

export function gatherDocumentTexts(
  services: SsrServices,
  page: TranslationPage,
  entries: TranslationEntry[],
): void {
  let pages = gathered.get(services);
  if (!pages) {
    pages = {};
    gathered.set(services, pages);
  }
  pages[page] = entries;
}

/** What the request's loaders gathered, with the URL the browser reads it from; none when they asked for none. */
export function documentTextsOf(services: SsrServices): DocumentTexts | undefined {
  const pages = gathered.get(services);
  if (!pages) return undefined;
  const names = Object.keys(pages) as TranslationPage[];
  const version = textsVersion(services.locale, pages);
  return { locale: services.locale, url: textsPath(services.locale, version, names), pages };
}
