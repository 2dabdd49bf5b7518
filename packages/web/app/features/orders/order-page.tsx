import { orderRoute, reorderRoute } from '@airshop/domain/api/orders-routes';
import type { ReorderResult } from '@airshop/domain/commerce/orders';
import type { Locale } from '@airshop/domain/i18n/locales';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { refreshCartWidget } from '../cart/index.ts';
import { orderErrorText } from './order-error.ts';
import { OrderView } from './order-view.tsx';
import styles from './orders.module.css';
import { ReorderResultNotice } from './reorder-result.tsx';

/**
 * /{locale}/orders/{number}: the order as placed, with its status history, and "order again". Opened with
 * ?placed=1 by the checkout's submit, it first thanks the buyer and says the confirmation is on its way.
 */
export function OrderPage({ locale, number, placed }: { locale: Locale; number: string; placed: boolean }) {
  const t = useTranslations('orders');
  const shared = useTranslations('shared');
  const { result } = useApiData(number, (signal) => callApi(orderRoute, { params: { number } }, { signal }));
  const [reorder, setReorder] = useState<
    | { state: 'idle' }
    | { state: 'busy' }
    | { state: 'done'; result: ReorderResult }
    | { state: 'failed'; text: string }
  >({ state: 'idle' });

  async function orderAgain() {
    setReorder({ state: 'busy' });
    try {
      const answer = await callApi(reorderRoute, { params: { number } });
      setReorder({ state: 'done', result: answer });
      void refreshCartWidget();
    } catch (error) {
      setReorder({ state: 'failed', text: orderErrorText(error, t) });
    }
  }

  return (
    <div className={`container ${styles.page}`}>
      <Link className={styles.back} to={`/${locale}/orders`}>
        {t('order/back')}
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
      {result.state === 'ready' ? (
        <OrderView
          order={result.data}
          locale={locale}
          heading={<h1>{t('order/title', { number: result.data.Number })}</h1>}
          actions={
            <>
              {placed ? (
                <Notice tone="success" role="status" title={t('placed/title')}>
                  {t('placed/text', { number: result.data.Number, email: result.data.Buyer.Email })}
                </Notice>
              ) : null}
              <div className={styles.actions}>
                <Button variant="primary" loading={reorder.state === 'busy'} onClick={orderAgain}>
                  {t('reorder/button')}
                </Button>
                <ButtonLink
                  variant="secondary"
                  to={`/${locale}/after-sales/discrepancy-report?order=${encodeURIComponent(result.data.Number)}`}
                >
                  {t('order/reportDiscrepancy')}
                </ButtonLink>
              </div>
              {reorder.state === 'done' ? (
                <ReorderResultNotice result={reorder.result} locale={locale} />
              ) : null}
              {reorder.state === 'failed' ? (
                <Notice tone="error" role="alert">
                  {reorder.text}
                </Notice>
              ) : null}
            </>
          }
        />
      ) : null}
    </div>
  );
}
