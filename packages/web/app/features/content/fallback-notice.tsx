import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { Notice } from '../../ui/notice.tsx';

/**
 * Says that what follows is not in the page's language but in the fallback's (English, as a rule): a reader
 * who chose Suomi should know the text is not a mistake, and screen readers get the right language from the
 * lang attribute of the text itself. Both languages are named in the reader's language ("suomeksi … englanti",
 * "på svenska … på engelska"), as the sentence around them is.
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
  const names = new Intl.DisplayNames([intlTag(locale)], { type: 'language', fallback: 'code' });
  const languageOf = (tag: string) => names.of(tag.split('-')[0] ?? tag) ?? tag;
  const values = { language: languageOf(locale), textLanguage: languageOf(textLocale) };
  return (
    <Notice title={t('fallback/title')}>
      <p>{t(many ? 'fallback/listText' : 'fallback/text', values)}</p>
    </Notice>
  );
}
