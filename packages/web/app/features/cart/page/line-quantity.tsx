import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { QuantityInput } from '../../../ui/quantity-input.tsx';

/** How long the quantity rests before it is saved: typing 120 sends one change, not 1, 12 and 120. */
export const QUANTITY_SAVE_DELAY_MS = 600;

/**
 * The line's quantity with the product page's input and rules (1–999, step 1, clamped on leaving the field).
 * Only what the person changes is saved, once the figure rests; a new quantity from the answered cart (a move,
 * another tab) is shown as it is and never sent back.
 */
export function LineQuantity({
  quantity,
  disabled,
  onSave,
}: {
  quantity: number;
  disabled: boolean;
  onSave(quantity: number): Promise<unknown>;
}) {
  const t = useTranslations('cart');
  // The figure typed and not yet answered; undefined while the input shows the cart's quantity.
  const [edit, setEdit] = useState<number | undefined>();
  const timer = useRef<number | undefined>(undefined);
  const save = useRef(onSave);
  save.current = onSave;

  // The answered cart decides what the line holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the cart's quantity changes, on purpose
  useEffect(() => setEdit(undefined), [quantity]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (next: number) => {
    window.clearTimeout(timer.current);
    if (next === quantity) {
      setEdit(undefined);
      return;
    }
    setEdit(next);
    timer.current = window.setTimeout(() => {
      // A refused or failed change leaves the cart's quantity: show it again.
      void save.current(next).finally(() => setEdit((current) => (current === next ? undefined : current)));
    }, QUANTITY_SAVE_DELAY_MS);
  };

  return (
    <QuantityInput
      value={edit ?? quantity}
      onChange={change}
      label={t('line/quantity')}
      decreaseLabel={t('line/decrease')}
      increaseLabel={t('line/increase')}
      disabled={disabled}
    />
  );
}
