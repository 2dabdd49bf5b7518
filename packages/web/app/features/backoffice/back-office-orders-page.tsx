import { backOfficeOrdersExportRoute, backOfficeOrdersRoute } from '@airshop/domain/api/orders-routes';
import { ORDER_KINDS, ORDER_STATUSES } from '@airshop/domain/commerce/order-limits';
import type { OrderSummary } from '@airshop/domain/commerce/orders';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Select } from '../../ui/select.tsx';
import type { TableColumn } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  backOfficeQuery,
  filtersToSearch,
  OrderStatusBadge,
  orderDate,
  orderErrorText,
  orderMoney,
  PagedTable,
  readOrderFilters,
} from '../orders/index.ts';
import styles from './back-office.module.css';
import { BackOfficeHeading } from './back-office-heading.tsx';

const FILTERS = ['q', 'status', 'kind', 'market', 'company', 'from', 'to'] as const;

/** The CSV export's address with the list's filters: a plain link, so the browser downloads it as a file. */
export function exportHref(query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return `${backOfficeOrdersExportRoute.path}${text ? `?${text}` : ''}`;
}

/** /{locale}/back-office/orders: every order and quote request, filtered, with the CSV export of the filter. */
export function BackOfficeOrdersPage({ locale, companies }: { locale: Locale; companies: boolean }) {
  const t = useTranslations('orders');
  const account = useTranslations('account');
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const query = backOfficeQuery(filters);
  const { result } = useApiData(JSON.stringify({ ...query, page: filters.page }), (signal) =>
    callApi(backOfficeOrdersRoute, { query: { ...query, page: filters.page } }, { signal }),
  );

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(filtersToSearch(new FormData(event.currentTarget), FILTERS));
  }

  const columns: TableColumn<OrderSummary>[] = [
    {
      key: 'number',
      header: t('column/number'),
      cell: (order) => (
        <span className={styles.product}>
          <Link className={styles.number} to={`/${locale}/back-office/orders/${order.Number}`}>
            {order.Number}
          </Link>
          <span className={styles.muted}>{t(`kind/${order.Kind}`)}</span>
        </span>
      ),
    },
    { key: 'placed', header: t('column/placedAt'), cell: (order) => orderDate(order.PlacedAt, locale, true) },
    {
      key: 'company',
      header: t('column/company'),
      cell: (order) => (
        <span className={styles.product}>
          <span>{order.CompanyName}</span>
          {order.CustomerNumber ? <span className={styles.muted}>{order.CustomerNumber}</span> : null}
        </span>
      ),
    },
    { key: 'market', header: t('column/market'), cell: (order) => order.MarketId },
    {
      key: 'buyer',
      header: t('column/buyer'),
      cell: (order) => (
        <span className={styles.product}>
          <span>{order.BuyerName}</span>
          <span className={styles.muted}>{order.BuyerEmail}</span>
        </span>
      ),
    },
    { key: 'reference', header: t('backOffice/reference'), cell: (order) => order.OrderReference ?? '–' },
    {
      key: 'status',
      header: t('column/status'),
      cell: (order) => <OrderStatusBadge status={order.Status} />,
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
      <BackOfficeHeading
        title={account('backOffice/ordersTitle')}
        intro={t('backOffice/intro')}
        locale={locale}
        companies={companies}
        orders
      />
      <form
        className={`${styles.filters} ${styles.deskFilters}`}
        onSubmit={apply}
        aria-label={t('filters/label')}
        key={params.toString()}
      >
        <TextField
          label={t('backOffice/search')}
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={50}
        />
        <TextField
          label={t('backOffice/company')}
          name="company"
          defaultValue={filters.companyName}
          maxLength={100}
        />
        <Select
          label={t('filters/status')}
          name="status"
          placeholder={t('filters/allStatuses')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`status/${status}`) }))}
          defaultValue={filters.status}
        />
        <Select
          label={t('backOffice/kind')}
          name="kind"
          placeholder={t('backOffice/allKinds')}
          options={ORDER_KINDS.map((kind) => ({ value: kind, label: t(`kind/${kind}`) }))}
          defaultValue={filters.kind}
        />
        <TextField
          label={t('backOffice/market')}
          name="market"
          defaultValue={filters.market}
          maxLength={10}
          // A market's code, the same in every language.
          placeholder="SE"
        />
        <TextField label={t('filters/from')} name="from" type="date" defaultValue={filters.from} />
        <TextField label={t('filters/to')} name="to" type="date" defaultValue={filters.to} />
        <div className={styles.filterButtons}>
          <Button type="submit" variant="secondary">
            {t('filters/apply')}
          </Button>
          <a className={styles.exportLink} href={exportHref(query)} download>
            {t('backOffice/export')}
          </a>
        </div>
      </form>
      <PagedTable
        result={result}
        rowsOf={(list) => list.Orders}
        columns={columns}
        rowKey={(order) => order.Number}
        caption={(count) => t('list/caption', { count })}
        errorText={(error) => orderErrorText(error, t)}
        empty={<Notice>{t('list/noMatch')}</Notice>}
      />
    </div>
  );
}
