import type { Locale } from '@airshop/domain/i18n/locales';
import type { PageTranslations } from './page-translations.ts';

/*
 * The texts a server-rendered document was rendered with (ADR 0081). They do not travel in the document's loader
 * data: the page names one URL (locale, version, pages) that the browser reads before it hydrates, and keeps for
 * good. Navigations after that still get their pages' texts in their loader data.
 *
 * Where they come from depends on the side: the browser's entry reads them once for its one document; the web
 * server's entry holds each request's own while that request renders. Both register a reader here, so the
 * translations provider, meta() and the error pages read them the same way.
 */

export interface DocumentTexts {
  readonly locale: Locale;
  /** Where the browser reads them: written into the page's head by the server. */
  readonly url: string;
  readonly pages: PageTranslations;
}

let reader: () => DocumentTexts | undefined = () => undefined;

export function readDocumentTextsFrom(read: () => DocumentTexts | undefined): void {
  reader = read;
}

/** The current document's texts; `undefined` before an entry registered them or when the page had none. */
export function documentTexts(): DocumentTexts | undefined {
  return reader();
}

/** The attribute that marks the preload of the texts in the head, for the browser's entry to find. */
export const TEXTS_LINK_ATTRIBUTE = 'data-texts-locale';
