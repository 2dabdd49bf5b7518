import { PRODUCT_PAGE_SNACKBAR_MS } from '@airshop/domain/constants';
import type { QuantityLimits } from '@airshop/domain/quantity';
import type { MouseEvent } from 'react';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { useTranslations } from '../../i18n/use-translations.ts';

/**
 * Spec §5: the add buttons are disabled while the quantity is invalid, and a click on that disabled area
 * shows the quantity-invalid snackbar. The buttons are aria-disabled rather than disabled so the click still
 * arrives (a disabled button swallows it) and keyboard users can reach them and hear why.
 */
export function useQuantityGuard(valid: boolean, limits: QuantityLimits) {
  const t = useTranslations('productPage');
  const snackbar = useSnackbar();
  return {
    onClickCapture(event: MouseEvent<HTMLElement>) {
      if (valid) return;
      const target = event.target as HTMLElement;
      if (!target.closest('[data-quantity-bound]')) return;
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
