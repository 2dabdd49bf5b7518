import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './checkbox.module.css';
import { Icon } from './icon.tsx';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  error?: ReactNode;
  id?: string;
}

/** A native checkbox drawn larger (24 px) with the label as part of the click target. */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const control = id ?? generated;
  const errorId = `${control}-error`;
  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <span className={styles.box}>
          <input
            {...rest}
            type="checkbox"
            id={control}
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Icon name="check" size={16} className={styles.check} />
        </span>
        <label htmlFor={control} className={styles.label}>
          {label}
        </label>
      </div>
      {error ? (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
