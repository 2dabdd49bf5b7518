import type { CartCheckout, CartItem } from '@airshop/domain/commerce/cart-checkout';
import { QUANTITY_MAX } from '@airshop/domain/site/constants';
import { useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { QuantityInput } from '../../../ui/quantity-input.tsx';
import { Select } from '../../../ui/select.tsx';
import styles from './cart-page.module.css';
import { cartApi } from './cart-page-api.ts';
import { focusDelivery } from './focus-delivery.ts';
import type { CartEditor } from './use-cart-editor.ts';

export type LineAction = 'move' | 'duplicate';

/** The choice that stands for "a new delivery" in the target list (moves only). */
export const NEW_DELIVERY = 'new';

/**
 * Where a line may go: every other delivery, and for a move also a new one (Items/Move without NewShipmentNo).
 * A duplicate goes into an existing delivery only (DuplicateItem names one).
 */
export function lineTargets(cart: CartCheckout, line: CartItem, action: LineAction): string[] {
  const others = cart.Deliveries.map((delivery) => delivery.ShipmentNo)
    .filter((no) => no !== line.ShipmentNo)
    .map(String);
  return action === 'move' ? [...others, NEW_DELIVERY] : others;
}

/**
 * Moves all or part of a line to another delivery or a new one, or copies a quantity of it into another
 * delivery. The quantity of a move is at most what the line holds.
 */
export function MoveLineDialog({
  line,
  action,
  editor,
  onClose,
}: {
  line: CartItem;
  action: LineAction;
  editor: CartEditor;
  onClose(): void;
}) {
  const t = useTranslations('cart');
  const { cart, busy, run } = editor;
  const targets = lineTargets(cart, line, action);
  const [quantity, setQuantity] = useState(line.Quantity);
  const [valid, setValid] = useState(true);
  const [target, setTarget] = useState(targets[0] ?? '');
  const key = `line:${line.LineItemId}:${action}`;

  const submit = () => {
    if (!valid || target === '') return;
    const toNew = target === NEW_DELIVERY;
    const change =
      action === 'move'
        ? () =>
            cartApi.moveItem({
              Code: line.Code,
              LineItemId: line.LineItemId,
              Quantity: quantity,
              ShipmentNo: line.ShipmentNo,
              NewShipmentNo: toNew ? null : Number(target),
            })
        : () => cartApi.duplicateItem({ Code: line.Code, Quantity: quantity, ShipmentNo: Number(target) });
    void run(key, change, {
      onDone: (next) => {
        onClose();
        // A new delivery is the last one; otherwise the one chosen.
        focusDelivery(toNew ? (next.Deliveries.at(-1)?.ShipmentNo ?? 1) : Number(target));
      },
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`${action}/title`, { name: line.Name })}
      description={t(`${action}/text`, { quantity: line.Quantity, number: line.ShipmentNo })}
      closeLabel={t('dialog/close')}
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog/cancel')}
          </Button>
          <Button onClick={submit} loading={busy === key} disabled={!valid || target === ''}>
            {t(`${action}/confirm`)}
          </Button>
        </div>
      }
    >
      {targets.length === 0 ? (
        <p className={styles.dialogText}>{t('duplicate/noTarget')}</p>
      ) : (
        <form
          className={styles.dialogForm}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <QuantityInput
            value={quantity}
            onChange={setQuantity}
            onValidityChange={setValid}
            max={action === 'move' ? line.Quantity : QUANTITY_MAX}
            label={t(`${action}/quantity`)}
            decreaseLabel={t('line/decrease')}
            increaseLabel={t('line/increase')}
          />
          <Select
            label={t(`${action}/target`)}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            options={targets.map((value) => ({
              value,
              label: value === NEW_DELIVERY ? t('move/newDelivery') : t('delivery/title', { number: value }),
            }))}
          />
        </form>
      )}
    </Dialog>
  );
}
