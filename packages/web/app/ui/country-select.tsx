import { type Country, countryByCode } from '@airshop/domain/i18n/countries';
import type { SelectHTMLAttributes } from 'react';
import styles from './country-select.module.css';
import { Field, useFieldControl } from './field.tsx';

export interface CountryOption {
  value: string;
  label: string;
  country: Country;
}

interface CountrySelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value'> {
  label: string;
  value?: string | undefined;
  options: readonly CountryOption[];
  placeholder: string;
  error?: string | undefined;
}

/**
 * A native select of countries with the chosen country's flag beside the value (spec §3 "Country list
 * entry"). Native, because it is the most usable picker on phones; the flag is an SVG image (ADR 0026).
 */
export function CountrySelect({
  label,
  value,
  options,
  placeholder,
  error,
  required,
  ...rest
}: CountrySelectProps) {
  const { ids, controlProps } = useFieldControl(undefined, undefined, error);
  const chosen = options.find((option) => option.value === value)?.country ?? countryByCode(value);
  return (
    <Field ids={ids} label={label} error={error} required={required}>
      <div className={styles.wrap} data-flag={chosen ? true : undefined}>
        {chosen ? (
          <img className={styles.flag} src={chosen.countryFlag} alt="" width={24} height={16} />
        ) : null}
        <select {...rest} {...controlProps} value={value} required={required}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}
