import { type ReactNode, useId } from 'react';
import styles from './field.module.css';
import { Icon } from './icon.tsx';

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

/** ids for aria-describedby: the hint and the error, when present. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: ReactNode): string | undefined {
  const parts = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/**
 * The ids of a labelled control and the props that wire it to its hint and error, shared by every control that
 * sits in a Field.
 */
export function useFieldControl(id: string | undefined, hint: ReactNode, error: ReactNode) {
  const generated = useId();
  const control = id ?? generated;
  const ids: FieldIds = { control, hint: `${control}-hint`, error: `${control}-error` };
  const controlProps = {
    id: control,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, hint, error),
  };
  return { ids, controlProps };
}

interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  /** Marks the label visibly; the control itself carries `required` for assistive technology. */
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}

/** The label, hint and error frame shared by text fields and selects. */
export function Field({ ids, label, required, hint, error, children }: FieldProps) {
  return (
    <div className={styles.field} data-invalid={error ? true : undefined}>
      <label className={styles.label} htmlFor={ids.control}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className={styles.hint} id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className={styles.error} id={ids.error}>
          <Icon name="alert" size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
