import type { Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useLink } from '../../platform/use-link.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { Notice } from '../../ui/notice.tsx';
import styles from './checkout.module.css';
import { CheckoutFrame } from './checkout-frame.tsx';

/** After a guest's quote request: thanks, the request's number, and that a copy went to their e-mail. */
export function QuoteSent({ locale, number }: { locale: Locale; number: string | undefined }) {
  const t = useTranslations('checkout');
  const products = useLink('Webshop/Products');
  return (
    <CheckoutFrame locale={locale} title={t('sent/title')}>
      <div className={styles.thanks} data-testid="quote-sent">
        <Notice tone="success" title={t('sent/thanks')}>
          <p>{t('sent/text')}</p>
        </Notice>
        {number ? (
          <p>
            {t('sent/number')} <span className={styles.number}>{number}</span>
          </p>
        ) : null}
        <p>{t('sent/copy')}</p>
        <p>
          <ButtonLink to={products} variant="secondary">
            {t('sent/continue')}
          </ButtonLink>
        </p>
      </div>
    </CheckoutFrame>
  );
}
