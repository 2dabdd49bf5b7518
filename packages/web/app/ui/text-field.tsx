import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';
import { describedBy, Field } from './field.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** A translated message; sets aria-invalid and is read with the field through aria-describedby. */
  error?: ReactNode;
  id?: string;
}

export function TextField({ label, hint, error, id, required, ...rest }: TextFieldProps) {
  const generated = useId();
  const control = id ?? generated;
  const ids = { control, hint: `${control}-hint`, error: `${control}-error` };
  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required}>
      <input
        type="text"
        {...rest}
        id={control}
        required={required}
        className={styles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </Field>
  );
}
