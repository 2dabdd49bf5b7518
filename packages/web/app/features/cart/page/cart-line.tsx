import type { CartItem } from '@airshop/domain/commerce/cart-checkout';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import { stockStatus } from '@airshop/domain/commerce/stock-status';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { DeliveryDateLine, StockLine } from '../../product-page/index.ts';
import styles from './cart-page.module.css';
import { cartApi } from './cart-page-api.ts';
import { focusDelivery } from './focus-delivery.ts';
import { LineNote } from './line-note.tsx';
import { LineQuantity } from './line-quantity.tsx';
import { type LineAction, MoveLineDialog } from './move-line-dialog.tsx';
import type { CartEditor } from './use-cart-editor.ts';

/**
 * One line of a delivery: what it is, how many, its note, its prices and the stock and delivery hint (buyers
 * only), and what can be done with it. On a phone the parts stack.
 */
export function CartLine({ line, editor, locale }: { line: CartItem; editor: CartEditor; locale: Locale }) {
  const t = useTranslations('cart');
  const { cart, busy, run } = editor;
  const [action, setAction] = useState<LineAction | undefined>();
  const key = `line:${line.LineItemId}`;
  const tag = intlTag(locale);
  const money = (value: CartItem['Price']) => (value ? formatPrice(value.Amount, value.Currency, tag) : null);
  const lineBusy = busy?.startsWith(key) === true;
  const which = { code: line.Code, lineItemId: line.LineItemId, shipmentNo: line.ShipmentNo };

  return (
    <li className={styles.line} data-testid="cart-line" data-code={line.Code}>
      <div className={styles.lineImage}>
        {line.ImageUrl ? (
          <img src={line.ImageUrl} alt="" width={100} height={100} loading="lazy" />
        ) : (
          <Icon name="cube" size={32} />
        )}
      </div>
      <div className={styles.lineMain}>
        <Link to={line.Url} className={styles.lineName}>
          {line.Name}
        </Link>
        <p className={styles.lineCode}>
          {t('line/code', { code: line.Code })}
          {line.LviNumber ? ` · ${t('line/lvi', { number: line.LviNumber })}` : null}
        </p>
        {!line.Orderable ? (
          <p className={styles.lineWarning}>
            <Icon name="alert" size={16} /> {t('line/notOrderable')}
          </p>
        ) : null}
        {cart.ShowPrices && line.Stock ? (
          <StockLine status={stockStatus(line.Stock, line.Quantity)} locale={locale} />
        ) : null}
        {cart.ShowPrices && line.EarliestDeliveryDate ? (
          <DeliveryDateLine
            date={line.EarliestDeliveryDate}
            quantity={line.Quantity}
            code={line.Code}
            locale={locale}
          />
        ) : null}
      </div>
      <div className={styles.lineEdit}>
        <LineQuantity
          quantity={line.Quantity}
          // Its own save leaves it alone, so someone still typing keeps the field.
          disabled={lineBusy && busy !== `${key}:quantity`}
          onSave={(Quantity) => run(`${key}:quantity`, () => cartApi.updateItem({ ...which, Quantity }))}
        />
        <LineNote
          note={line.Note}
          busy={busy === `${key}:note`}
          disabled={lineBusy && busy !== `${key}:note`}
          onSave={(Note) => void run(`${key}:note`, () => cartApi.updateItem({ ...which, Note }))}
        />
      </div>
      {cart.ShowPrices ? (
        <dl className={styles.linePrices}>
          <div>
            <dt>{t('line/unitPrice')}</dt>
            <dd>{money(line.Price) ?? t('line/noPrice')}</dd>
          </div>
          <div>
            <dt>{t('line/discountedPrice')}</dt>
            <dd>{money(line.DiscountedPrice) ?? t('line/noPrice')}</dd>
          </div>
          <div className={styles.lineTotal}>
            <dt>{t('line/lineTotal')}</dt>
            <dd data-testid="line-total">{money(line.LineTotal) ?? t('line/noPrice')}</dd>
          </div>
        </dl>
      ) : null}
      <div className={styles.lineActions}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('line/moveLabel', { name: line.Name })}
          onClick={() => setAction('move')}
        >
          {t('line/move')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('line/duplicateLabel', { name: line.Name })}
          onClick={() => setAction('duplicate')}
        >
          {t('line/duplicate')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('line/deleteLabel', { name: line.Name })}
          loading={busy === `${key}:delete`}
          onClick={() =>
            void run(
              `${key}:delete`,
              () =>
                cartApi.deleteItem({
                  LineItemId: line.LineItemId,
                  Code: line.Code,
                  ShipmentNo: line.ShipmentNo,
                }),
              { onDone: () => focusDelivery(line.ShipmentNo) },
            )
          }
        >
          {t('line/delete')}
        </Button>
      </div>
      {action ? (
        <MoveLineDialog line={line} action={action} editor={editor} onClose={() => setAction(undefined)} />
      ) : null}
    </li>
  );
}
