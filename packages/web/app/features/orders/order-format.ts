import { formatPrice } from '@airshop/domain/commerce/price-math';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { formatTimestamp } from '@airshop/domain/i18n/timestamp-format';

/** An amount in the order's currency, as the locale writes it. */
export function orderMoney(amount: number, currency: string, locale: Locale): string {
  return formatPrice(amount, currency, intlTag(locale));
}

/** The date (and, with `withTime`, the time) an order was placed or changed, in the locale's words. */
export function orderDate(iso: string, locale: Locale, withTime = false): string {
  return formatTimestamp(iso, intlTag(locale), withTime);
}
