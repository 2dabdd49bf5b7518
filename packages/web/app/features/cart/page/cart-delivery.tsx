import type { CartDelivery as Delivery } from '@airshop/domain/commerce/cart-checkout';
import { formatDisplayDate } from '@airshop/domain/commerce/delivery-date';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useEffect, useId, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Select } from '../../../ui/select.tsx';
import { CartLine } from './cart-line.tsx';
import styles from './cart-page.module.css';
import { cartApi } from './cart-page-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { deliveryHeadingId, focusDelivery } from './focus-delivery.ts';
import type { CartEditor } from './use-cart-editor.ts';

/**
 * Whether a typed wished date can be sent: empty (as early as possible) or a whole date not before the earliest
 * the lines allow. The server checks it again; this only spares the round trip and says why at the field.
 */
export function wishedDateProblem(value: string, earliest: string | null): 'tooEarly' | undefined {
  if (value === '' || earliest === null) return undefined;
  return value < earliest ? 'tooEarly' : undefined;
}

/** One delivery: its number, wished date, lines and subtotal, and what can be done with it. */
export function CartDeliverySection({
  delivery,
  editor,
  locale,
}: {
  delivery: Delivery;
  editor: CartEditor;
  locale: Locale;
}) {
  const t = useTranslations('cart');
  const { cart, busy, run } = editor;
  const no = delivery.ShipmentNo;
  const lines = cart.Items.filter((item) => item.ShipmentNo === no);
  const others = cart.Deliveries.filter((other) => other.ShipmentNo !== no);
  const tag = intlTag(locale);
  const dateId = useId();
  const [date, setDate] = useState(delivery.DeliveryDate ?? '');
  useEffect(() => setDate(delivery.DeliveryDate ?? ''), [delivery.DeliveryDate]);
  const problem = wishedDateProblem(date, delivery.EarliestDeliveryDate);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [merging, setMerging] = useState(false);
  const [mergeTarget, setMergeTarget] = useState('');

  const saveDate = (value: string) => {
    setDate(value);
    if (wishedDateProblem(value, delivery.EarliestDeliveryDate)) return;
    if (value === (delivery.DeliveryDate ?? '')) return;
    void run(`delivery:${no}:date`, () =>
      cartApi.updateDelivery({ deliveryNo: no, deliveryDate: value === '' ? null : value }),
    );
  };

  return (
    <section className={styles.delivery} aria-labelledby={deliveryHeadingId(no)} data-testid="cart-delivery">
      <div className={styles.deliveryHead}>
        <h2 id={deliveryHeadingId(no)} tabIndex={-1} className={styles.deliveryTitle}>
          {t('delivery/title', { number: no })}
        </h2>
        <span className={styles.deliveryCount}>{t('delivery/lines', { count: lines.length })}</span>
      </div>
      {cart.ShowPrices ? (
        <div className={styles.deliveryDate}>
          <label htmlFor={dateId} className={styles.fieldLabel}>
            {t('delivery/date')}
          </label>
          <input
            id={dateId}
            type="date"
            className={styles.dateInput}
            value={date}
            min={delivery.EarliestDeliveryDate ?? undefined}
            disabled={busy === `delivery:${no}:date`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${dateId}-hint${problem ? ` ${dateId}-error` : ''}`}
            onChange={(event) => saveDate(event.target.value)}
          />
          <span id={`${dateId}-hint`} className={styles.hint}>
            {delivery.EarliestDeliveryDate
              ? t('delivery/earliest', { date: formatDisplayDate(delivery.EarliestDeliveryDate, tag) })
              : t('delivery/asap')}
          </span>
          {problem ? (
            <span id={`${dateId}-error`} className={styles.fieldError} role="alert">
              {t('cart/errors/deliveryDateTooEarly')}
            </span>
          ) : null}
        </div>
      ) : null}
      {lines.length > 0 ? (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <CartLine key={line.LineItemId} line={line} editor={editor} locale={locale} />
          ))}
        </ul>
      ) : (
        <p className={styles.deliveryEmpty}>{t('delivery/empty')}</p>
      )}
      <div className={styles.deliveryFoot}>
        <div className={styles.deliveryActions}>
          {others.length > 0 ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setMergeTarget(String(others[0]?.ShipmentNo ?? ''));
                setMerging(true);
              }}
            >
              {t('delivery/merge')}
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(true)}>
            {t('delivery/delete')}
          </Button>
        </div>
        {cart.ShowPrices && delivery.SubTotal ? (
          <p className={styles.subtotal}>
            <span>{t('delivery/subtotal')}</span>{' '}
            <strong data-testid="delivery-subtotal">
              {formatPrice(delivery.SubTotal.Amount, delivery.SubTotal.Currency, tag)}
            </strong>
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={t('delivery/deleteTitle', { number: no })}
        confirmLabel={t('delivery/delete')}
        busy={busy === `delivery:${no}:delete`}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() =>
          void run(`delivery:${no}:delete`, () => cartApi.deleteDelivery(no), {
            onDone: () => {
              setConfirmDelete(false);
              focusDelivery(Math.max(1, no - 1));
            },
          })
        }
      >
        {t('delivery/deleteText', { count: lines.length })}
      </ConfirmDialog>
      <ConfirmDialog
        open={merging}
        title={t('delivery/mergeTitle', { number: no })}
        confirmLabel={t('delivery/mergeConfirm')}
        busy={busy === `delivery:${no}:merge`}
        onClose={() => setMerging(false)}
        onConfirm={() => {
          const dest = Number(mergeTarget);
          void run(
            `delivery:${no}:merge`,
            () => cartApi.mergeDeliveries({ sourceDeliveryNo: no, destDeliveryNo: dest }),
            {
              onDone: () => {
                setMerging(false);
                // The later deliveries moved up one number when this one went.
                focusDelivery(dest > no ? dest - 1 : dest);
              },
            },
          );
        }}
      >
        <p>{t('delivery/mergeText', { number: no })}</p>
        <Select
          label={t('delivery/mergeTarget')}
          value={mergeTarget}
          onChange={(event) => setMergeTarget(event.target.value)}
          options={others.map((other) => ({
            value: String(other.ShipmentNo),
            label: t('delivery/title', { number: other.ShipmentNo }),
          }))}
        />
      </ConfirmDialog>
    </section>
  );
}
