import { useId } from 'react';
import type { Translate } from '../../../platform/i18n/use-translations.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Select } from '../../../ui/select.tsx';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import styles from './attribute-options.module.css';

interface AttributeOptionsProps {
  name: string;
  values: readonly string[];
  /** A long range (choosesFromSelect): a native select instead of buttons side by side. */
  asSelect: boolean;
  /** The viable-option count of each value: variants with it that agree with the other choices. */
  counts: ReadonlyMap<string, number>;
  chosen: string | null;
  error: boolean;
  onPick: (value: string | null) => void;
  /** The chooser's note on how the keyboard moves through the values. */
  describedBy: string;
  t: Translate;
}

/**
 * The values of one attribute with their viable-option counts. A value no variant combines with the other
 * choices stays choosable (the person may want to change the others next), but reads as unavailable; choosing
 * it marks the attribute in error and says why.
 */
export function AttributeOptions({
  name,
  values,
  asSelect,
  counts,
  chosen,
  error,
  onPick,
  describedBy,
  t,
}: AttributeOptionsProps) {
  const groupName = useId();
  const errorId = `${groupName}-error`;
  const errorText = error && chosen !== null ? t('variants/refused', { value: chosen, name }) : null;

  if (asSelect) {
    return (
      <div className={styles.selectGroup}>
        <Select
          label={name}
          value={chosen ?? ''}
          placeholder={t('variants/choose', { name })}
          options={values.map((value) => ({
            value,
            label: t('variants/optionWithCount', { value, count: counts.get(value) ?? 0 }),
          }))}
          error={errorText}
          onChange={(event) => onPick(event.target.value || null)}
        />
      </div>
    );
  }

  return (
    <fieldset
      className={styles.group}
      data-invalid={errorText ? true : undefined}
      // The refusal first: it is what the person must act on; the keyboard note follows.
      aria-describedby={errorText ? `${errorId} ${describedBy}` : describedBy}
    >
      <legend className={styles.legend}>{name}</legend>
      <div className={styles.options}>
        {values.map((value) => {
          const count = counts.get(value) ?? 0;
          return (
            <label
              key={value}
              className={styles.option}
              data-unavailable={count === 0 || undefined}
              title={t('variants/matching', { count })}
            >
              <input
                type="radio"
                className={styles.input}
                name={groupName}
                value={value}
                checked={chosen === value}
                aria-invalid={chosen === value && errorText ? true : undefined}
                onChange={() => onPick(value)}
              />
              <span className={styles.value}>{value}</span>
              <span className={styles.count} aria-hidden="true">
                {count}
              </span>
              <VisuallyHidden>{` (${t('variants/matching', { count })})`}</VisuallyHidden>
            </label>
          );
        })}
      </div>
      {errorText ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={16} />
          <span>{errorText}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
