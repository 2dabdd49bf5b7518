import { COUNTRIES } from '@airshop/domain/i18n/countries';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import type { SelectOption } from '../../ui/select.tsx';

/** The countries the shop knows (the forms' list), named in the reader's language and sorted by that name. */
export function countryOptions(locale: Locale): SelectOption[] {
  const tag = intlTag(locale);
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  const collator = new Intl.Collator(tag);
  return COUNTRIES.map((country) => ({
    value: country.countryCode,
    label: names.of(country.countryCode) ?? country.countryName,
  })).sort((a, b) => collator.compare(a.label, b.label));
}

/** A country's name in the reader's language (an address's CountryCode). */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([intlTag(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
