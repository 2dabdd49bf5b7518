import type { ExtraItem } from '@airshop/domain/catalog/product-extras';
import type { Variant } from '@airshop/domain/catalog/product-variant';
import { PRODUCT_PAGE_SNACKBAR_MS } from '@airshop/domain/site/constants';
import { useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { addToCart } from '../../cart/index.ts';
import styles from './commerce-item.module.css';

interface AddToCartButtonProps {
  item: Variant | ExtraItem;
  name: string;
  quantity: number;
  /** False while the quantity is invalid: the button is disabled and the guard answers a press. */
  valid: boolean;
  /** The item cannot be ordered at all (orderBlock): the button is disabled, the reason is beside it. */
  blocked: boolean;
  compact: boolean;
  /** The id of the text saying why the button is blocked, while it is. */
  describedBy: string | undefined;
}

/** PUT Carts/Default/Items with the quantity; a variant that is not shoppable is refused here (spec §5). */
export function AddToCartButton({
  item,
  name,
  quantity,
  valid,
  blocked,
  compact,
  describedBy,
}: AddToCartButtonProps) {
  const t = useTranslations('productPage');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);

  async function add() {
    if (busy) return;
    if (!item.IsShoppable) {
      snackbar.show({
        type: 'error',
        message: t('commerce/addRefused', {
          name,
          code: item.Code,
          reason: shared('generic/addItemErrors/notShoppable'),
        }),
        durationMs: PRODUCT_PAGE_SNACKBAR_MS,
      });
      return;
    }
    setBusy(true);
    const outcome = await addToCart({ Code: item.Code, Quantity: quantity });
    setBusy(false);
    if (!outcome.ok) {
      snackbar.show({
        type: 'error',
        // The refusal names the variant, not only the product it belongs to.
        message: t('commerce/addRefused', { name, code: item.Code, reason: shared(outcome.messageKey) }),
        durationMs: PRODUCT_PAGE_SNACKBAR_MS,
      });
    }
  }

  return (
    <button
      type="button"
      className={buttonClassName('primary', compact ? 'sm' : 'md', `${styles.addButton} ${styles.blockable}`)}
      data-quantity-bound
      aria-describedby={describedBy}
      data-blocked={!valid || undefined}
      aria-disabled={!valid || busy || undefined}
      aria-busy={busy || undefined}
      disabled={blocked}
      onClick={add}
    >
      {busy ? <Spinner size="sm" /> : <Icon name="cart" size={18} />}
      <span>{t('commerce/addToCart')}</span>
    </button>
  );
}
