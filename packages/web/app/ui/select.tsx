import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, useFieldControl } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option, for example 'Choose a country'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

/** A native select: the platform's own picker is the most usable on phones. */
export function Select({ label, options, placeholder, hint, error, id, required, ...rest }: SelectProps) {
  const { ids, controlProps } = useFieldControl(id, hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required}>
      <select {...rest} {...controlProps} required={required}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
