import { backOfficeOrderRoute, backOfficeOrderStatusRoute } from '@airshop/domain/api/orders-routes';
import { ORDER_STATUS_NEXT, type OrderStatus } from '@airshop/domain/commerce/order-limits';
import type { Order } from '@airshop/domain/commerce/orders';
import type { Locale } from '@airshop/domain/i18n/locales';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Select } from '../../ui/select.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { OrderView, orderErrorText } from '../orders/index.ts';
import styles from './back-office.module.css';

/** /{locale}/back-office/orders/{number}: the order as placed, and the control that moves its status on. */
export function BackOfficeOrderPage({ locale, number }: { locale: Locale; number: string }) {
  const t = useTranslations('orders');
  const shared = useTranslations('shared');
  const { result } = useApiData(number, (signal) =>
    callApi(backOfficeOrderRoute, { params: { number } }, { signal }),
  );
  const [order, setOrder] = useState<Order | null>(null);
  useEffect(() => {
    if (result.state === 'ready') setOrder(result.data);
  }, [result]);

  return (
    <div className={`container ${styles.page}`}>
      <Link className={styles.back} to={`/${locale}/back-office/orders`}>
        {t('backOffice/back')}
      </Link>
      {result.state === 'loading' ? <Skeleton lines={8} label={shared('loading/content')} /> : null}
      {result.state === 'failed' ? (
        <>
          <h1>{t('order/title', { number })}</h1>
          <Notice tone="error" role="alert">
            {orderErrorText(result.error, t)}
          </Notice>
        </>
      ) : null}
      {order ? (
        <OrderView
          order={order}
          locale={locale}
          heading={
            <h1>
              {t(order.Kind === 'order' ? 'order/title' : 'order/quoteTitle', { number: order.Number })}
            </h1>
          }
          actions={<StatusControl order={order} onChanged={setOrder} />}
        />
      ) : null}
    </div>
  );
}

/** The next steps ORDER_STATUS_NEXT allows from the order's status; none once it is invoiced or cancelled. */
export function StatusControl({ order, onChanged }: { order: Order; onChanged(order: Order): void }) {
  const t = useTranslations('orders');
  const next = ORDER_STATUS_NEXT[order.Status];
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (next.length === 0) return <p className={styles.muted}>{t('backOffice/statusFinal')}</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const status = String(new FormData(event.currentTarget).get('status') ?? '') as OrderStatus;
    if (!next.includes(status)) return;
    setBusy(true);
    setMessage(null);
    try {
      const changed = await callApi(backOfficeOrderStatusRoute, {
        params: { number: order.Number },
        body: { Status: status },
      });
      onChanged(changed);
      setMessage({ tone: 'success', text: t('backOffice/statusSaved', { status: t(`status/${status}`) }) });
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      setMessage({
        tone: 'error',
        text: conflict ? t('backOffice/statusConflict') : orderErrorText(error, t),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.statusControl} onSubmit={submit} aria-label={t('backOffice/statusChange')}>
      <Select
        label={t('backOffice/statusNext')}
        name="status"
        options={next.map((status) => ({ value: status, label: t(`status/${status}`) }))}
        defaultValue={next[0]}
        key={order.Status}
      />
      <Button type="submit" variant="primary" loading={busy}>
        {t('backOffice/statusSave')}
      </Button>
      {message ? (
        <div className={styles.wide}>
          <Notice tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </Notice>
        </div>
      ) : null}
    </form>
  );
}
