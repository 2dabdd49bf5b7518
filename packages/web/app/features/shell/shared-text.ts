import { formatMessage, toTranslationMap } from '@airshop/domain/i18n/translation-text';
import { useContext } from 'react';
import { documentTexts } from '../../platform/i18n/document-texts.ts';
import { TranslationsContext } from '../../platform/i18n/translations-provider.tsx';
import { useLayoutData } from './layout-data.ts';

/**
 * Texts of the `shared` page for places that may render without a TranslationsProvider or without the
 * layout's data (error boundaries): the provider first, then the layout loader data or the document's texts
 * (ADR 0081), then the English fallback the caller gives.
 */
export function useSharedText(): (
  id: string,
  fallback: string,
  values?: Record<string, string | number>,
) => string {
  const context = useContext(TranslationsContext);
  const layout = useLayoutData();
  const layoutShared = layout?.translations.shared ?? documentTexts()?.pages.shared;
  const locale = context?.locale ?? layout?.locale ?? 'en';
  const map = context?.pages.shared ?? (layoutShared ? toTranslationMap(layoutShared) : undefined);
  return (id, fallback, values) => formatMessage(map?.[id] ?? fallback, values, locale);
}
