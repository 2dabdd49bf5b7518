import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { DelayedQuantity } from '../../../ui/delayed-quantity.tsx';

/** A cart line's quantity (1–999) in the cart page's words (ui/delayed-quantity.tsx). */
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
  return (
    <DelayedQuantity
      value={quantity}
      label={t('line/quantity')}
      decreaseLabel={t('line/decrease')}
      increaseLabel={t('line/increase')}
      disabled={disabled}
      onSave={onSave}
    />
  );
}
