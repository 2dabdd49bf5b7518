import { i18nPageTranslationsRoute } from '@airshop/domain/api/i18n-routes';
import type { Locale } from '@airshop/domain/i18n/locales';
import { type TranslationMap, toTranslationMap } from '@airshop/domain/i18n/translation-text';
import type { TranslationEntry, TranslationPage } from '@airshop/domain/i18n/translations';
import { PAGE_LOCALE_HEADER } from '@airshop/domain/site/constants';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import { callApi, type ResponseContract } from '../api-client.ts';
import { documentTexts } from './document-texts.ts';
import { hasTranslations, type PageTranslations } from './page-translations.ts';
import { readStoredPage, storePages } from './translation-storage.ts';

export type PageStatus = 'ready' | 'loading' | 'error';

export interface TranslationsContextValue {
  locale: Locale;
  /** The page's entries, when held (from a loader, local storage or the API). */
  pages: Partial<Record<TranslationPage, TranslationMap>>;
  status(page: TranslationPage): PageStatus;
  /** Makes a page available that no loader delivered: local storage first, then the API. */
  request(page: TranslationPage): void;
}

/** A hand check instead of the zod schema: the shell stays free of zod (page-weight budget). */
const translationListContract: ResponseContract<TranslationEntry[]> = {
  safeParse(data) {
    const ok =
      Array.isArray(data) &&
      data.every(
        (e: unknown) =>
          typeof e === 'object' &&
          e !== null &&
          typeof (e as TranslationEntry).Id === 'string' &&
          typeof (e as TranslationEntry).Text === 'string',
      );
    return ok
      ? { success: true, data: data as TranslationEntry[] }
      : { success: false, error: 'not a list of {Id, Text}' };
  },
};

export const TranslationsContext = createContext<TranslationsContextValue | null>(null);

interface Fetched {
  locale: Locale;
  pages: Partial<Record<TranslationPage, TranslationMap>>;
  errors: Partial<Record<TranslationPage, true>>;
}

/**
 * Holds page -> entries for the current locale. The document's texts and the loader data of the matched routes
 * are the first sources (so the server-rendered HTML is translated); pages nobody delivered are fetched on
 * demand (spec shop.md §4).
 */
export function TranslationsProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const matches = useMatches();
  const delivered = useMemo(() => {
    // The document's own texts first (ADR 0081); a navigation's loader data brings its pages' newer ones.
    const document = documentTexts();
    const merged: PageTranslations = document?.locale === locale ? { ...document.pages } : {};
    for (const match of matches) {
      if (hasTranslations(match.loaderData)) Object.assign(merged, match.loaderData.translations);
    }
    return merged;
  }, [matches, locale]);

  const [fetched, setFetched] = useState<Fetched>({ locale, pages: {}, errors: {} });
  const current = fetched.locale === locale ? fetched : { locale, pages: {}, errors: {} };
  const inFlight = useRef(new Set<string>());

  useEffect(() => {
    if (Object.keys(delivered).length > 0) storePages(locale, delivered);
  }, [locale, delivered]);

  const pages = useMemo(() => {
    const maps: Partial<Record<TranslationPage, TranslationMap>> = { ...current.pages };
    for (const [page, entries] of Object.entries(delivered) as [TranslationPage, TranslationEntry[]][]) {
      maps[page] = toTranslationMap(entries);
    }
    return maps;
  }, [delivered, current.pages]);

  const request = useCallback(
    (page: TranslationPage) => {
      const key = `${locale}/${page}`;
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      const update = (patch: (f: Fetched) => Fetched) =>
        setFetched((prev) => patch(prev.locale === locale ? prev : { locale, pages: {}, errors: {} }));
      const stored = readStoredPage(locale, page);
      if (stored) update((f) => ({ ...f, pages: { ...f.pages, [page]: toTranslationMap(stored) } }));
      // The page locale decides the language here, not the cookies: entries are stored per page locale.
      callApi(
        i18nPageTranslationsRoute,
        { params: { page } },
        { schema: translationListContract, headers: { [PAGE_LOCALE_HEADER]: locale } },
      )
        .then((entries = []) => {
          storePages(locale, { [page]: entries });
          update((f) => ({ ...f, pages: { ...f.pages, [page]: toTranslationMap(entries) } }));
        })
        .catch((error: unknown) => {
          console.error(`Translations of page ${page} could not be loaded`, error);
          if (!stored) update((f) => ({ ...f, errors: { ...f.errors, [page]: true } }));
        })
        .finally(() => inFlight.current.delete(key));
    },
    [locale],
  );

  const value = useMemo<TranslationsContextValue>(
    () => ({
      locale,
      pages,
      request,
      status: (page) => (pages[page] ? 'ready' : current.errors[page] ? 'error' : 'loading'),
    }),
    [locale, pages, request, current.errors],
  );

  return <TranslationsContext value={value}>{children}</TranslationsContext>;
}
