import type { Order } from '@airshop/domain/commerce/orders';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { ReactNode } from 'react';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Table, type TableColumn } from '../../ui/table.tsx';
import { orderDate, orderMoney } from './order-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import styles from './orders.module.css';

type Line = Order['Deliveries'][number]['Items'][number];

/**
 * An order as it was placed (the snapshot, ADR 0063): who, where to, the lines per delivery, the totals and the
 * status timeline. The buyer's page and the back office's both show it; `actions` is what each adds.
 */
export function OrderView({
  order,
  locale,
  heading,
  actions,
}: {
  order: Order;
  locale: Locale;
  heading: ReactNode;
  actions?: ReactNode;
}) {
  const t = useTranslations('orders');
  const money = (amount: number | null) =>
    amount === null ? '–' : orderMoney(amount, order.Currency, locale);
  const priced = order.Kind === 'order';
  const columns: TableColumn<Line>[] = [
    {
      key: 'product',
      header: t('line/product'),
      cell: (line) => (
        <span className={styles.product}>
          <strong>{line.Name}</strong>
          <span className={styles.muted}>{line.Code}</span>
          {line.Note ? <span className={styles.muted}>{t('line/note', { note: line.Note })}</span> : null}
        </span>
      ),
    },
    { key: 'quantity', header: t('line/quantity'), cell: (line) => line.Quantity, align: 'end' },
    ...(priced
      ? ([
          {
            key: 'unit',
            header: t('line/unitPrice'),
            cell: (line) => money(line.DiscountedPrice),
            align: 'end',
          },
          { key: 'total', header: t('line/total'), cell: (line) => money(line.LineTotal), align: 'end' },
        ] satisfies TableColumn<Line>[])
      : []),
  ];
  const address = order.ShippingAddress;

  return (
    <article className={styles.order}>
      <header className={styles.orderHeading}>
        {heading}
        <OrderStatusBadge status={order.Status} />
      </header>
      {actions}
      <dl className={styles.facts}>
        <div>
          <dt>{t('order/placedAt')}</dt>
          <dd>{orderDate(order.PlacedAt, locale, true)}</dd>
        </div>
        <div>
          <dt>{t('order/reference')}</dt>
          <dd>{order.OrderReference ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('order/buyer')}</dt>
          <dd>
            {order.Buyer.Name}
            <span className={styles.muted}>{order.Buyer.Email}</span>
          </dd>
        </div>
        <div>
          <dt>{t('order/company')}</dt>
          <dd>
            {order.Company.Name}
            {order.Company.CustomerNumber ? (
              <span className={styles.muted}>
                {t('order/customerNumber', { number: order.Company.CustomerNumber })}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('order/shippingAddress')}</dt>
          <dd>
            <address className={styles.address}>
              {[
                address.Name,
                address.Line1,
                address.Line2,
                `${address.PostalCode} ${address.City}`,
                address.CountryCode,
                address.Phone,
              ]
                .filter(Boolean)
                .map((part) => (
                  <span key={part}>{part}</span>
                ))}
            </address>
          </dd>
        </div>
        {order.Comment ? (
          <div>
            <dt>{t('order/comment')}</dt>
            <dd className={styles.comment}>{order.Comment}</dd>
          </div>
        ) : null}
      </dl>

      {order.Deliveries.map((delivery) => (
        <section
          key={delivery.ShipmentNo}
          className={styles.delivery}
          aria-labelledby={`delivery-${delivery.ShipmentNo}`}
        >
          <h2 id={`delivery-${delivery.ShipmentNo}`}>
            {t('order/delivery', { number: delivery.ShipmentNo })}
            <span className={styles.deliveryDate}>
              {delivery.DeliveryDate
                ? t('order/deliveryDate', { date: orderDate(delivery.DeliveryDate, locale) })
                : t('order/asap')}
            </span>
          </h2>
          <Table
            caption={t('order/deliveryCaption', {
              number: delivery.ShipmentNo,
              count: delivery.Items.length,
            })}
            columns={columns}
            rows={delivery.Items}
            rowKey={(line) => `${line.Code}-${line.Quantity}-${line.Note ?? ''}`}
            responsive="stack"
          />
        </section>
      ))}

      {order.Total ? (
        <dl className={styles.totals} data-testid="order-totals">
          <div>
            <dt>{t('totals/subTotal')}</dt>
            <dd>{money(order.Total.SubTotal)}</dd>
          </div>
          {order.Total.Promotions.map((promotion) => (
            <div key={promotion.Code}>
              <dt>{t('totals/promotion', { code: promotion.Code })}</dt>
              <dd>−{money(promotion.SavedAmount)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('totals/shipping')}</dt>
            <dd>
              {order.Total.ShippingFee === 0 ? t('totals/shippingFree') : money(order.Total.ShippingFee)}
            </dd>
          </div>
          <div>
            <dt>{t('totals/totalNet')}</dt>
            <dd>{money(order.Total.TotalNet)}</dd>
          </div>
          {order.Total.Taxes.map((tax) => (
            <div key={tax.Rate}>
              <dt>{t('totals/tax', { rate: tax.Rate })}</dt>
              <dd>{money(tax.Amount)}</dd>
            </div>
          ))}
          <div className={styles.grandTotal}>
            <dt>{t('totals/totalTaxIncluded')}</dt>
            <dd>{money(order.Total.TotalTaxIncluded)}</dd>
          </div>
        </dl>
      ) : null}

      <section className={styles.timeline} aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t('timeline/title')}</h2>
        <ol>
          {order.StatusHistory.map((step) => (
            <li key={`${step.Status}-${step.At}`}>
              <OrderStatusBadge status={step.Status} />
              <time dateTime={step.At}>{orderDate(step.At, locale, true)}</time>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
