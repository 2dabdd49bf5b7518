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

/** A page's texts: its file and the files of its parts (productPage.enquiry.json is part of productPage). */
function englishPage(page: TranslationPage): TranslationMap {
  const files = Object.entries(ENGLISH).filter(([path]) => {
    const file = path.slice(path.lastIndexOf('/') + 1);
    return file === `${page}.json` || file.startsWith(`${page}.`);
  });
  if (files.length === 0) throw new Error(`No English translation page ${page}`);
  return Object.assign({}, ...files.map(([, texts]) => texts));
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
