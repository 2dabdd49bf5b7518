import type { TranslationPage } from '@airshop/domain/i18n/translations';
import { hasTranslations } from './page-translations.ts';

/** A text for meta() (title, description), which runs outside React and so cannot use the hook. */
export function metaText(loaderData: unknown, page: TranslationPage, id: string): string | undefined {
  if (!hasTranslations(loaderData)) return undefined;
  return loaderData.translations[page]?.find((entry) => entry.Id === id)?.Text;
}
