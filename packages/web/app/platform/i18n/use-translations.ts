import { formatMessage, missingKeyText, type TranslationMap } from '@airshop/domain/i18n/translation-text';
import type { TranslationPage } from '@airshop/domain/i18n/translations';
import { useContext, useEffect, useMemo } from 'react';
import { type PageStatus, TranslationsContext } from './translations-provider.tsx';

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** Spec text while a page's translations are not there yet; translated once `shared` is loaded. */
const LOADING_FALLBACK = 'Loading translations';

/**
 * t(id, values) for one translation page. A page no loader delivered is requested (local storage, then
 * the API); until it arrives every text reads 'Loading translations'.
 */
export function useTranslations(page: TranslationPage): Translate {
  const context = useContext(TranslationsContext);
  if (!context) throw new Error('useTranslations needs a TranslationsProvider');
  const map = context.pages[page];
  const status = context.status(page);
  const { request } = context;

  useEffect(() => {
    if (!map) request(page);
  }, [map, page, request]);

  const loadingText = context.pages.shared?.['loading/translations'] ?? LOADING_FALLBACK;
  const { locale } = context;
  return useMemo(() => makeTranslate(map, status, loadingText, locale), [map, status, loadingText, locale]);
}

export function useTranslationStatus(page: TranslationPage): PageStatus {
  const context = useContext(TranslationsContext);
  return context ? context.status(page) : 'loading';
}

function makeTranslate(
  map: TranslationMap | undefined,
  status: PageStatus,
  loadingText: string,
  locale: string,
): Translate {
  return (id, values) => {
    if (map) {
      const text = map[id];
      return text === undefined ? missingKeyText(id) : formatMessage(text, values, locale);
    }
    return status === 'loading' ? loadingText : missingKeyText(id);
  };
}
