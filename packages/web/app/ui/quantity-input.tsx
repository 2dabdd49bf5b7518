import { clampQuantity } from '@airshop/domain/commerce/quantity';
import { QUANTITY_MAX, QUANTITY_MIN, QUANTITY_STEP } from '@airshop/domain/site/constants';
import { useEffect, useId, useState } from 'react';
import { Icon } from './icon.tsx';
import styles from './quantity-input.module.css';

interface QuantityInputProps {
  value: number;
  onChange(value: number): void;
  /** Told whether the typed text is a quantity in range, so an owner can disable what depends on it. */
  onValidityChange?(valid: boolean): void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  min?: number;
  max?: number;
  step?: number;
  /** Shows the label only to screen readers, for table rows where a column header says it. */
  hideLabel?: boolean;
  disabled?: boolean;
  name?: string;
}

/** Spec: 1..999 step 1; plus and minus disabled at the bounds; the typed value is clamped on blur. */
export function QuantityInput({
  value,
  onChange,
  onValidityChange,
  label,
  decreaseLabel,
  increaseLabel,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
  step = QUANTITY_STEP,
  hideLabel,
  disabled,
  name,
}: QuantityInputProps) {
  const id = useId();
  // The text may be briefly out of range or empty while a person types.
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (next: number) => {
    const clamped = clampQuantity(next, min, max);
    setText(String(clamped));
    onValidityChange?.(true);
    if (clamped !== value) onChange(clamped);
  };

  return (
    <div className={styles.wrapper}>
      <label htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      <div className={styles.group}>
        <button
          type="button"
          className={styles.step}
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => commit(value - step)}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            const n = Number(event.target.value);
            const valid = event.target.value !== '' && Number.isInteger(n) && n >= min && n <= max;
            onValidityChange?.(valid);
            if (valid) onChange(n);
          }}
          onBlur={() => commit(Number.parseInt(text, 10))}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => commit(value + step)}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
    </div>
  );
}
