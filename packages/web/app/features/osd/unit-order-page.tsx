import { osdOrderRoute } from '@airshop/domain/api/osd-routes';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { OsdOrder } from '@airshop/domain/osd/osd';
import { serialSearchPath, unitPagePath } from '@airshop/domain/osd/serial-number';
import { Link } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Table } from '../../ui/table.tsx';
import styles from './osd.module.css';
import { unitDate } from './unit-page.tsx';

type OrderUnit = OsdOrder['Products'][number];

/**
 * /{locale}/after-sales/orders/{no}?serial=…: the order a unit was sold on, its date and its units (shop.md §3
 * "OSD order"). Anyone but the buyer and the back office opens it with the serial of one of its units (ADR 0073).
 */
export function UnitOrderPage({
  locale,
  orderNo,
  serial,
}: {
  locale: Locale;
  orderNo: string;
  serial: string | undefined;
}) {
  const t = useTranslations('osd');
  const shared = useTranslations('shared');
  const { result } = useApiData(`${orderNo} ${serial ?? ''}`, (signal) =>
    callApi(osdOrderRoute, { params: { no: orderNo }, query: serial ? { serial } : {} }, { signal }),
  );
  return (
    <div className={`container ${styles.page}`}>
      <Link className={styles.back} to={serial ? unitPagePath(locale, serial) : serialSearchPath(locale)}>
        {serial ? t('order/backToUnit', { serial }) : t('unit/back')}
      </Link>
      <p className={styles.eyebrow}>{t('area')}</p>
      <h1>{t('order/title', { number: orderNo })}</h1>
      {result.state === 'loading' ? <Skeleton lines={6} label={shared('loading/content')} /> : null}
      {result.state === 'failed' ? (
        <Notice
          tone={result.error instanceof ApiError && result.error.status === 404 ? 'warning' : 'error'}
          role="alert"
        >
          {result.error instanceof ApiError && result.error.status === 404
            ? t('order/notFound')
            : t('order/loadError')}
        </Notice>
      ) : null}
      {result.state === 'ready' ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('order/date')}</dt>
              <dd>{unitDate(result.data.OrderDate, locale)}</dd>
            </div>
            <div>
              <dt>{t('order/count')}</dt>
              <dd>{result.data.Products.length}</dd>
            </div>
          </dl>
          <Table<OrderUnit>
            caption={t('order/units')}
            responsive="stack"
            rows={result.data.Products}
            rowKey={(row) => row.SerialNo}
            columns={[
              {
                key: 'serial',
                header: t('unit/serial'),
                cell: (row) => <Link to={unitPagePath(locale, row.SerialNo)}>{row.SerialNo}</Link>,
              },
              { key: 'name', header: t('order/product'), cell: (row) => row.Name },
              { key: 'variant', header: t('unit/variant'), cell: (row) => row.VariantCode },
              {
                key: 'manufactured',
                header: t('unit/manufactured'),
                cell: (row) => unitDate(row.ManufactureDate, locale),
              },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
