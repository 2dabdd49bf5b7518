import type { TranslationMap } from '@airshop/domain/i18n/translation-text';
import type { TranslationPage } from '@airshop/domain/i18n/translations';
import type { ReactNode } from 'react';
import {
  TranslationsContext,
  type TranslationsContextValue,
} from '../platform/i18n/translations-provider.tsx';

/** The shop's own English texts, so a test reads what a visitor reads (and a missing key shows as one). */
const ENGLISH = import.meta.glob<TranslationMap>('../../../server/translations/en/*.json', {
  eager: true,
  import: 'default',
});

function englishPage(page: TranslationPage): TranslationMap {
  const found = ENGLISH[`../../../server/translations/en/${page}.json`];
  if (!found) throw new Error(`No English translation page ${page}`);
  return found;
}

/** Wraps a component under test in the translations of the given pages, as a page's loader delivers them. */
export function withTranslations(pages: readonly TranslationPage[], children: ReactNode) {
  const value: TranslationsContextValue = {
    locale: 'en',
    pages: Object.fromEntries(pages.map((page) => [page, englishPage(page)])),
    status: () => 'ready',
    request: () => undefined,
  };
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}
