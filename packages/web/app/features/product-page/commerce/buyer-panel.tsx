import type { Profile } from '@airshop/domain/account/profile';
import type { ExtraItem } from '@airshop/domain/catalog/product-extras';
import type { Variant } from '@airshop/domain/catalog/product-variant';
import { deliveryDate } from '@airshop/domain/commerce/delivery-date';
import { orderBlock } from '@airshop/domain/commerce/orderable';
import { isValidQuantity, quantityLimits } from '@airshop/domain/commerce/quantity';
import { stockStatus } from '@airshop/domain/commerce/stock-status';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { CurrentMarket } from '@airshop/domain/site/market';
import { useId, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { QuantityInput } from '../../../ui/quantity-input.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { AddToProject } from './add-to-project.tsx';
import styles from './commerce-item.module.css';
import { DeliveryDateLine } from './delivery-date-line.tsx';
import { PriceSummary } from './price-summary.tsx';
import { StockLine } from './stock-line.tsx';
import { useQuantityGuard } from './use-quantity-guard.ts';
import { useToday } from './use-today.ts';

interface BuyerPanelProps {
  item: Variant | ExtraItem;
  name: string;
  compact: boolean;
  locale: Locale;
  market: CurrentMarket;
  profile: Profile;
  hidePrice: boolean;
  minQuantityLimit: number | undefined;
  maxQuantityLimit: number | undefined;
}

/** An approved customer's panel: price, stock, delivery date, quantity, add to cart and to a project. */
export function BuyerPanel({
  item,
  name,
  compact,
  locale,
  market,
  profile,
  hidePrice,
  minQuantityLimit,
  maxQuantityLimit,
}: BuyerPanelProps) {
  const t = useTranslations('shared');
  const pt = useTranslations('productPage');
  const hintId = useId();
  const limits = quantityLimits(minQuantityLimit, maxQuantityLimit);
  const [quantity, setQuantity] = useState(limits.min);
  // False while the typed text is no quantity in range (QuantityInput keeps the last valid value).
  const [typedValid, setTypedValid] = useState(true);
  const valid = typedValid && isValidQuantity(quantity, limits.min, limits.max);
  const guard = useQuantityGuard(valid, limits);
  // Known before the click: say why beside the buttons and disable them, rather than let the server refuse.
  const block = orderBlock(item);
  const reasonId = useId();
  const describedBy = block ? reasonId : valid ? undefined : hintId;
  const today = useToday();
  const date =
    item.IsDeliveryDateHidden || !item.LeadTimes ? null : deliveryDate(today, item.LeadTimes, quantity);

  return (
    <div className={compact ? styles.buyerCompact : styles.buyer}>
      {hidePrice ? null : <PriceSummary item={item} locale={locale} compact={compact} />}
      <div className={styles.facts}>
        <StockLine status={stockStatus(item, quantity)} locale={locale} />
        {date ? <DeliveryDateLine date={date} quantity={quantity} code={item.Code} locale={locale} /> : null}
      </div>
      <div className={styles.order}>
        <QuantityInput
          value={quantity}
          onChange={setQuantity}
          onValidityChange={setTypedValid}
          min={limits.min}
          max={limits.max}
          disabled={block !== undefined}
          label={t('quantity/label')}
          hideLabel={compact}
          decreaseLabel={t('quantity/decrease')}
          increaseLabel={t('quantity/increase')}
        />
        {/* a press on a disabled add button lands here and is answered with the quantity snackbar (spec §5); the buttons themselves stay in the tab order */}
        <div
          className={styles.actions}
          onMouseDownCapture={guard.onMouseDownCapture}
          onClickCapture={guard.onClickCapture}
        >
          <AddToCartButton
            item={item}
            name={name}
            quantity={quantity}
            valid={valid}
            blocked={block !== undefined}
            compact={compact}
            describedBy={describedBy}
          />
          {profile.IsGuest ? null : (
            <AddToProject
              item={item}
              name={name}
              quantity={quantity}
              valid={valid}
              blocked={block !== undefined}
              market={market}
              compact={compact}
              describedBy={describedBy}
            />
          )}
        </div>
      </div>
      {block ? (
        <p id={reasonId} className={styles.blockedReason} data-order-block={block}>
          {pt(`commerce/blocked/${block}`, { code: item.Code })}
        </p>
      ) : valid ? null : (
        <p id={hintId} className={styles.quantityHint}>
          {pt('commerce/quantityInvalid', { min: limits.min, max: limits.max })}
        </p>
      )}
    </div>
  );
}
