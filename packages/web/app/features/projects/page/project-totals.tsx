import type { ProjectTotal } from '@airshop/domain/commerce/commerce-totals';
import { formatPrice, formatTaxRate } from '@airshop/domain/commerce/price-math';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import styles from './project-page.module.css';

/** shop.md §3 "Project total": subtotal, shipping and payment fee, total net, tax per rate, total with tax. */
export function ProjectTotals({ total, locale }: { total: ProjectTotal; locale: Locale }) {
  const t = useTranslations('projects');
  const tag = intlTag(locale);
  const money = (amount: number) => formatPrice(amount, total.Currency, tag);
  return (
    <dl className={styles.totals} data-testid="project-totals">
      <div>
        <dt>{t('totals/subTotal')}</dt>
        <dd>{money(total.SubTotal)}</dd>
      </div>
      <div>
        <dt>{t('totals/shippingFee')}</dt>
        <dd>{money(total.ShippingFee)}</dd>
      </div>
      <div>
        <dt>{t('totals/paymentFee')}</dt>
        <dd>{money(total.PaymentFee)}</dd>
      </div>
      <div>
        <dt>{t('totals/totalNet')}</dt>
        <dd>{money(total.TotalNet)}</dd>
      </div>
      {total.Taxes.map((tax) => (
        <div key={tax.Rate}>
          <dt>{t('totals/tax', { rate: formatTaxRate(tax.Rate, tag) })}</dt>
          <dd>{money(tax.Amount)}</dd>
        </div>
      ))}
      <div className={styles.grandTotal}>
        <dt>{t('totals/totalTaxIncluded')}</dt>
        <dd data-testid="project-total">{money(total.TotalTaxIncluded)}</dd>
      </div>
    </dl>
  );
}
