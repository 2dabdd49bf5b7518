import { useEffect, useRef, useState } from 'react';
import { QuantityInput } from './quantity-input.tsx';

/** How long a quantity rests before it is saved: typing 120 sends one change, not 1, 12 and 120. */
export const QUANTITY_SAVE_DELAY_MS = 600;

/**
 * A saved quantity (a cart line's, a project item's) with the product page's input and rules (step 1, clamped on
 * leaving the field). Only what the person changes is saved, once the figure rests; a new value from the server's
 * answer (a move, another tab) is shown as it is and never sent back.
 */
export function DelayedQuantity({
  value,
  min,
  max,
  disabled,
  onSave,
  ...labels
}: {
  value: number;
  min?: number;
  max?: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled: boolean;
  onSave(value: number): Promise<unknown>;
}) {
  // The figure typed and not yet answered; undefined while the input shows the saved value.
  const [edit, setEdit] = useState<number | undefined>();
  const timer = useRef<number | undefined>(undefined);
  const save = useRef(onSave);
  save.current = onSave;

  // The answer decides what is saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the saved value changes, on purpose
  useEffect(() => setEdit(undefined), [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (next: number) => {
    window.clearTimeout(timer.current);
    if (next === value) {
      setEdit(undefined);
      return;
    }
    setEdit(next);
    timer.current = window.setTimeout(() => {
      // A refused or failed change leaves the saved value: show it again.
      void save.current(next).finally(() => setEdit((current) => (current === next ? undefined : current)));
    }, QUANTITY_SAVE_DELAY_MS);
  };

  return (
    <QuantityInput
      value={edit ?? value}
      onChange={change}
      {...(min === undefined ? {} : { min })}
      {...(max === undefined ? {} : { max })}
      disabled={disabled}
      {...labels}
    />
  );
}
