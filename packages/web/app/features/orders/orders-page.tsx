import { orderHistoryRoute } from '@airshop/domain/api/orders-routes';
import { ORDER_STATUSES } from '@airshop/domain/commerce/order-limits';
import type { OrderSummary } from '@airshop/domain/commerce/orders';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Select } from '../../ui/select.tsx';
import type { TableColumn } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { orderErrorText } from './order-error.ts';
import { filtersToSearch, historyQuery, readOrderFilters } from './order-filters.ts';
import { orderDate, orderMoney } from './order-format.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import styles from './orders.module.css';
import { PagedTable } from './paged-table.tsx';

const FILTERS = ['q', 'status', 'from', 'to', 'scope'] as const;

/**
 * /{locale}/orders: the buyer's orders (a company admin may switch to all of the company's), newest first, with
 * search, status and dates from the URL. A table on wide screens; each row a card on phones.
 */
export function OrdersPage({ locale, canSeeCompany }: { locale: Locale; canSeeCompany: boolean }) {
  const t = useTranslations('orders');
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const query = historyQuery(filters);
  const { result } = useApiData(JSON.stringify(query), (signal) =>
    callApi(orderHistoryRoute, { query }, { signal }),
  );
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(filtersToSearch(new FormData(event.currentTarget), FILTERS));
  }

  const columns: TableColumn<OrderSummary>[] = [
    {
      key: 'number',
      header: t('column/number'),
      cell: (order) => (
        <Link className={styles.number} to={`/${locale}/orders/${order.Number}`}>
          {order.Number}
        </Link>
      ),
    },
    { key: 'placed', header: t('column/placedAt'), cell: (order) => orderDate(order.PlacedAt, locale) },
    { key: 'reference', header: t('column/reference'), cell: (order) => order.OrderReference ?? '–' },
    ...(filters.company
      ? [
          {
            key: 'buyer',
            header: t('column/buyer'),
            cell: (order: OrderSummary) => (order.IsOwn ? t('column/you') : order.BuyerName),
          },
        ]
      : []),
    {
      key: 'status',
      header: t('column/status'),
      cell: (order) => <OrderStatusBadge status={order.Status} />,
    },
    {
      key: 'lines',
      header: t('column/lines'),
      cell: (order) => t('column/linesValue', { lines: order.LineCount, pieces: order.Pieces }),
      align: 'end',
    },
    {
      key: 'total',
      header: t('column/total'),
      cell: (order) => (order.TotalNet === null ? '–' : orderMoney(order.TotalNet, order.Currency, locale)),
      align: 'end',
    },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.heading}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <form
        className={styles.filters}
        onSubmit={apply}
        aria-label={t('filters/label')}
        key={params.toString()}
      >
        <TextField
          label={t('filters/search')}
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={50}
        />
        <Select
          label={t('filters/status')}
          name="status"
          placeholder={t('filters/allStatuses')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`status/${status}`) }))}
          defaultValue={filters.status}
        />
        <TextField label={t('filters/from')} name="from" type="date" defaultValue={filters.from} />
        <TextField label={t('filters/to')} name="to" type="date" defaultValue={filters.to} />
        {canSeeCompany ? (
          <Checkbox
            label={t('filters/company')}
            name="scope"
            value="company"
            defaultChecked={filters.company}
            className={styles.wide}
          />
        ) : null}
        <div className={styles.filterButtons}>
          <Button type="submit" variant="secondary">
            {t('filters/apply')}
          </Button>
          {filtered ? (
            <ButtonLink to={`/${locale}/orders${filters.company ? '?scope=company' : ''}`} variant="ghost">
              {t('filters/clear')}
            </ButtonLink>
          ) : null}
        </div>
      </form>
      <PagedTable
        result={result}
        rowsOf={(list) => list.Orders}
        columns={columns}
        rowKey={(order) => order.Number}
        caption={(count) => t('list/caption', { count })}
        errorText={(error) => orderErrorText(error, t)}
        empty={
          filtered ? (
            <Notice>{t('list/noMatch')}</Notice>
          ) : (
            <div className={styles.empty}>
              <p>{t('list/empty')}</p>
              <ButtonLink to={`/${locale}`} variant="primary">
                {t('list/browse')}
              </ButtonLink>
            </div>
          )
        }
      />
    </div>
  );
}
