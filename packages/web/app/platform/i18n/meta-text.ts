import type { TranslationPage } from '@airshop/domain/i18n/translations';
import { documentTexts } from './document-texts.ts';
import { hasTranslations } from './page-translations.ts';

/**
 * A text for meta() (title, description), which runs outside React and so cannot use the hook: from the route's
 * loader data after a navigation, else from the document's texts (ADR 0081), which a route loaded with the
 * document carries instead.
 */
export function metaText(loaderData: unknown, page: TranslationPage, id: string): string | undefined {
  if (!hasTranslations(loaderData)) return undefined;
  const entries = loaderData.translations[page] ?? documentTexts()?.pages[page];
  return entries?.find((entry) => entry.Id === id)?.Text;
}
