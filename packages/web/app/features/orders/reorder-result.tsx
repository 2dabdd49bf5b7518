import type { ReorderResult } from '@airshop/domain/commerce/orders';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Notice } from '../../ui/notice.tsx';
import styles from './orders.module.css';

/** What "order again" did: how many lines went into the cart, and each line that did not with the reason. */
export function ReorderResultNotice({ result, locale }: { result: ReorderResult; locale: string }) {
  const t = useTranslations('orders');
  const tone = result.Added === 0 ? 'warning' : result.Refused.length > 0 ? 'info' : 'success';
  return (
    <Notice tone={tone} role="status" title={t('reorder/added', { count: result.Added })}>
      {result.Refused.length > 0 ? (
        <>
          <p>{t('reorder/refused')}</p>
          <ul className={styles.refused}>
            {result.Refused.map((line) => (
              <li key={line.Code}>
                {t('reorder/refusedLine', {
                  name: line.Name,
                  code: line.Code,
                  reason: t(`reorder/reason/${line.Reason}`),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.Added > 0 ? (
        <ButtonLink to={`/${locale}/cart`} variant="secondary" size="sm">
          {t('reorder/toCart')}
        </ButtonLink>
      ) : null}
    </Notice>
  );
}
