import type { QuantityLimits } from '@airshop/domain/commerce/quantity';
import { PRODUCT_PAGE_SNACKBAR_MS } from '@airshop/domain/site/constants';
import type { MouseEvent } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';

/**
 * Spec §5: the add buttons are disabled while the quantity is invalid, and a click on that disabled area
 * shows the quantity-invalid snackbar. The buttons are aria-disabled rather than disabled so the click still
 * arrives (a disabled button swallows it) and keyboard users can reach them and hear why.
 */
export function useQuantityGuard(valid: boolean, limits: QuantityLimits) {
  const t = useTranslations('productPage');
  const snackbar = useSnackbar();
  const onBoundButton = (event: { target: EventTarget }) =>
    !valid && (event.target as HTMLElement).closest('[data-quantity-bound]') !== null;
  return {
    // A press would move focus out of the quantity, whose blur clamps it into range: the press would then
    // add a quantity the person never typed. Keeping focus there leaves the value as typed, and the click
    // that follows explains why nothing was added.
    onMouseDownCapture(event: MouseEvent<HTMLElement>) {
      if (onBoundButton(event)) event.preventDefault();
    },
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (!onBoundButton(event)) return;
      event.preventDefault();
      event.stopPropagation();
      snackbar.show({
        type: 'error',
        message: t('commerce/quantityInvalid', { min: limits.min, max: limits.max }),
        durationMs: PRODUCT_PAGE_SNACKBAR_MS,
      });
    },
  };
}
