import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { formatTimestamp } from '@airshop/domain/i18n/timestamp-format';

/** A publishing date (YYYY-MM-DD) as the locale writes it; the same on the server and in the browser (UTC). */
export function ContentDate({ date, locale }: { date: string; locale: Locale }) {
  return <time dateTime={date}>{formatTimestamp(`${date}T00:00:00Z`, intlTag(locale), false, 'UTC')}</time>;
}
