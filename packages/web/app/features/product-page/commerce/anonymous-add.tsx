import { PRODUCT_PAGE_SNACKBAR_MS } from '@airshop/domain/site/constants';
import { useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { requestUserPanel } from '../../account/index.ts';
import { addToCart, useCartState } from '../../cart/index.ts';
import styles from './commerce-item.module.css';

interface AnonymousAddProps {
  code: string;
  name: string;
  /** What one press adds: the page's least quantity (anonymous visitors get no quantity field). */
  quantity: number;
  compact: boolean;
  /** The visitor came with a GuestId (profile IsGuest): there may be a guest cart to add to. */
  maybeGuest: boolean;
}

/**
 * Spec §5: adding needs a sign-in; an anonymous click opens the header's user panel, which also offers to go on
 * without an account (a guest cart, issue 15 §5) and then makes this add. A visitor who has a guest cart adds to
 * it straight away; should it be gone (merged at a sign-in since), the panel opens as for anyone.
 */
export function AnonymousAdd({ code, name, quantity, compact, maybeGuest }: AnonymousAddProps) {
  const t = useTranslations('productPage');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const { widget } = useCartState();
  const [busy, setBusy] = useState(false);

  async function add() {
    if (busy) return;
    const input = { Code: code, Quantity: quantity };
    if (!maybeGuest && !widget?.IsGuest) {
      requestUserPanel(input);
      return;
    }
    setBusy(true);
    const outcome = await addToCart(input);
    setBusy(false);
    if (outcome.ok) return;
    if (outcome.signInRequired) {
      requestUserPanel(input);
      return;
    }
    snackbar.show({
      type: 'error',
      message: t('commerce/addRefused', { name, code, reason: shared(outcome.messageKey) }),
      durationMs: PRODUCT_PAGE_SNACKBAR_MS,
    });
  }

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={buttonClassName(
          compact ? 'secondary' : 'primary',
          compact ? 'sm' : 'md',
          styles.addButton,
        )}
        aria-busy={busy || undefined}
        onClick={add}
      >
        {busy ? <Spinner size="sm" /> : <Icon name="cart" size={18} />}
        <span>{t('commerce/addToCart')}</span>
      </button>
    </div>
  );
}
