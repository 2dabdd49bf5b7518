import { LOCALE_NATIVE_NAMES } from '@airshop/domain/i18n/locale-names';
import { type Locale, parseLocale } from '@airshop/domain/i18n/locales';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { Notice } from '../../ui/notice.tsx';

/**
 * Says that what follows is not in the page's language but in the fallback's (English, as a rule): a reader
 * who chose Suomi should know the text is not a mistake, and screen readers get the right language from the
 * lang attribute of the text itself.
 */
export function FallbackNotice({
  locale,
  textLocale,
  t,
  many = false,
}: {
  locale: Locale;
  textLocale: string;
  t: Translate;
  /** On a list: some items are shown in the fallback language. */
  many?: boolean;
}) {
  const shown = parseLocale(textLocale);
  const values = {
    language: LOCALE_NATIVE_NAMES[locale],
    textLanguage: shown ? LOCALE_NATIVE_NAMES[shown] : textLocale,
  };
  return (
    <Notice title={t('fallback/title')}>
      <p>{t(many ? 'fallback/listText' : 'fallback/text', values)}</p>
    </Notice>
  );
}
