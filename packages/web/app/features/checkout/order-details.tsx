import { ORDER_COMMENT_MAX, ORDER_REFERENCE_MAX } from '@airshop/domain/commerce/order-limits';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import fieldStyles from '../../ui/field.module.css';
import { Spinner } from '../../ui/spinner.tsx';
import styles from './checkout.module.css';
import type { CheckoutOrder } from './use-checkout-order.ts';

/**
 * The buyer's own order reference (their purchase-order number, at most 35 characters, with a counter) and a
 * comment to the order desk. Each is saved when it is left, only when it changed (PATCH Carts/{id}/Order).
 */
export function OrderDetails({ checkout }: { checkout: CheckoutOrder }) {
  const t = useTranslations('checkout');
  const { order, saving } = checkout;
  const disabled = order === undefined;
  return (
    <section className={styles.section} aria-labelledby="checkout-details-title">
      <h2 id="checkout-details-title" className={styles.sectionTitle}>
        {t('details/title')}
      </h2>
      <div className={styles.fields}>
        <SavedText
          label={t('details/reference')}
          hint={t('details/referenceHint')}
          saved={order?.OrderReference ?? ''}
          max={ORDER_REFERENCE_MAX}
          busy={saving === 'OrderReference'}
          disabled={disabled}
          onSave={(value) => void checkout.saveText('OrderReference', value)}
        />
        <SavedText
          label={t('details/comment')}
          hint={t('details/commentHint')}
          saved={order?.Comment ?? ''}
          max={ORDER_COMMENT_MAX}
          busy={saving === 'Comment'}
          disabled={disabled}
          multiline
          onSave={(value) => void checkout.saveText('Comment', value)}
        />
      </div>
    </section>
  );
}

function SavedText({
  label,
  hint,
  saved,
  max,
  busy,
  disabled,
  multiline = false,
  onSave,
}: {
  label: string;
  hint: string;
  saved: string;
  max: number;
  busy: boolean;
  disabled: boolean;
  multiline?: boolean;
  onSave(value: string): void;
}) {
  const t = useTranslations('checkout');
  const id = useId();
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const left = max - text.length;
  // The counter is read out only near the limit, not at every key (as the cart's line note).
  const near = left <= 5;
  const props = {
    id,
    className: `${fieldStyles.control} ${multiline ? styles.textarea : ''}`,
    value: text,
    maxLength: max,
    disabled,
    'aria-describedby': `${id}-hint ${id}-counter`,
    onBlur: () => onSave(text),
  };
  return (
    <div className={`${fieldStyles.field} ${styles.referenceField}`}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        {hint}
      </p>
      {multiline ? (
        <textarea {...props} rows={4} onChange={(event) => setText(event.target.value)} />
      ) : (
        <input
          {...props}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSave(text);
            }
          }}
        />
      )}
      <span className={styles.counter}>
        {busy ? <Spinner size="sm" /> : null}{' '}
        <span id={`${id}-counter`} aria-live={near ? 'polite' : 'off'}>
          {t('details/counter', { count: text.length, max })}
        </span>
      </span>
    </div>
  );
}
