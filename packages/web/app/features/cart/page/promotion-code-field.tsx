import { PROMOTION_CODE_MAX } from '@airshop/domain/commerce/cart-limits';
import { useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './cart-page.module.css';
import { cartApi } from './cart-page-api.ts';
import { refusalText } from './cart-refusal.ts';
import type { CartEditor } from './use-cart-editor.ts';

/**
 * The promotion code (shop.md §4): an accepted code clears the field and shows the success snackbar; a refused
 * one keeps the text and says why under the field (cart2ndStep/messages/{reason}, 'invalidPromotionCode' for an
 * unknown code). The applied codes are listed, each with remove.
 */
export function PromotionCodeField({ editor }: { editor: CartEditor }) {
  const t = useTranslations('cart');
  const snackbar = useSnackbar();
  const { cart, busy, run } = editor;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const apply = async () => {
    const value = code.trim();
    if (!value) return;
    setError(undefined);
    const outcome = await run('promotion', () => cartApi.applyPromotion(value), {
      onRefused: (reason) => {
        const text = refusalText(t, `cart2ndStep/messages/${reason}`);
        if (text === undefined) return false;
        setError(text);
        return true;
      },
    });
    if (outcome.ok) {
      setCode('');
      snackbar.show({ type: 'success', message: t('promotion/applied', { code: value }) });
    }
  };

  return (
    <div className={styles.promotion}>
      <form
        className={styles.promotionForm}
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <TextField
          label={t('promotion/label')}
          value={code}
          maxLength={PROMOTION_CODE_MAX}
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" loading={busy === 'promotion'} disabled={!code.trim()}>
          {t('promotion/apply')}
        </Button>
      </form>
      {cart.PromotionCodes.length > 0 ? (
        <ul className={styles.appliedCodes} aria-label={t('promotion/list')}>
          {cart.PromotionCodes.map((applied) => (
            <li key={applied}>
              <span className={styles.appliedCode}>{applied}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('promotion/removeLabel', { code: applied })}
                loading={busy === `promotion:${applied}`}
                onClick={() => void run(`promotion:${applied}`, () => cartApi.removePromotion(applied))}
              >
                {t('promotion/remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
