import { COUNTRIES } from '@airshop/domain/i18n/countries';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useMemo } from 'react';
import type { CountryOption } from './country-select.tsx';

/** Countries by their name in the reader's language, for the country and calling-code selects. */
export function useCountryOptions(locale: Locale) {
  return useMemo(() => {
    const tag = intlTag(locale);
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    const collator = new Intl.Collator(tag);
    const named = COUNTRIES.map((country) => ({
      country,
      name: names.of(country.countryCode) ?? country.countryName,
    })).sort((a, b) => collator.compare(a.name, b.name));
    const countries: CountryOption[] = named.map(({ country, name }) => ({
      value: country.countryCode,
      label: name,
      country,
    }));
    const codes: CountryOption[] = named.map(({ country, name }) => ({
      value: country.telephoneCode,
      label: `${name} (${country.telephoneCode})`,
      country,
    }));
    return { countries, codes };
  }, [locale]);
}
