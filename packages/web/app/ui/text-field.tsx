import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, useFieldControl } from './field.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** A translated message; sets aria-invalid and is read with the field through aria-describedby. */
  error?: ReactNode;
  id?: string;
}

export function TextField({ label, hint, error, id, required, ...rest }: TextFieldProps) {
  const { ids, controlProps } = useFieldControl(id, hint, error);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required}>
      <input type="text" {...rest} {...controlProps} required={required} />
    </Field>
  );
}
