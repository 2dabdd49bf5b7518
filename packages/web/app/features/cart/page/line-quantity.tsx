import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { QuantityInput } from '../../../ui/quantity-input.tsx';

/** How long the quantity rests before it is saved: typing 120 sends one change, not 1, 12 and 120. */
export const QUANTITY_SAVE_DELAY_MS = 600;

/**
 * The line's quantity with the product page's input and rules (1–999, step 1, clamped on leaving the field).
 * The change is saved once the figure rests; the answered cart then sets what it shows.
 */
export function LineQuantity({
  quantity,
  disabled,
  onSave,
}: {
  quantity: number;
  disabled: boolean;
  onSave(quantity: number): void;
}) {
  const t = useTranslations('cart');
  const [value, setValue] = useState(quantity);
  useEffect(() => setValue(quantity), [quantity]);
  const save = useRef(onSave);
  save.current = onSave;

  useEffect(() => {
    if (value === quantity) return;
    const timer = window.setTimeout(() => save.current(value), QUANTITY_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value, quantity]);

  return (
    <QuantityInput
      value={value}
      onChange={setValue}
      label={t('line/quantity')}
      decreaseLabel={t('line/decrease')}
      increaseLabel={t('line/increase')}
      disabled={disabled}
    />
  );
}
