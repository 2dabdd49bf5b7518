import type { Profile } from '@airshop/domain/account/profile';
import { backOfficePromotionsRoute } from '@airshop/domain/api/promotions-routes';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import type { BackOfficePromotion } from '@airshop/domain/commerce/promotion-list';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { formatTimestamp } from '@airshop/domain/i18n/timestamp-format';
import { callApi } from '../../platform/api-client.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Table, type TableColumn } from '../../ui/table.tsx';
import styles from './back-office.module.css';
import { BackOfficeHeading } from './back-office-heading.tsx';
import { ListResult } from './list-result.tsx';

/**
 * GET BackOffice/Promotions (back office only): the promotion codes the reference data loaded, read-only, with
 * their terms per market and the orders that used them. Codes change by importing the reference data again.
 */
export function PromotionsPage({ locale, profile }: { locale: Locale; profile: Profile }) {
  const t = useTranslations('account');
  const { result } = useApiData('promotions', (signal) => callApi(backOfficePromotionsRoute, {}, { signal }));
  const tag = intlTag(locale);
  const day = (iso: string) => formatTimestamp(`${iso}T00:00:00Z`, tag, false, 'UTC');
  const percent = (value: number) =>
    new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

  /**
   * Amounts per market, markets with the same amount on one line ("250.00 EUR: AT, BE, DE …"): a code valid in
   * every market would otherwise take fourteen lines.
   */
  const perMarket = (promotion: BackOfficePromotion, amount: 'Amount' | 'MinimumOrder') => {
    const groups = new Map<string, string[]>();
    for (const m of promotion.Markets) {
      const value = m[amount];
      if (value === null) continue;
      const text = formatPrice(value, m.Currency, tag);
      groups.set(text, [...(groups.get(text) ?? []), m.MarketId]);
    }
    if (groups.size === 0) return '–';
    return (
      <ul className={styles.amounts}>
        {[...groups].map(([text, markets]) => (
          <li key={text}>
            <span className={styles.amount}>{text}</span>{' '}
            <span className={styles.muted}>{markets.join(', ')}</span>
          </li>
        ))}
      </ul>
    );
  };

  const validity = (p: BackOfficePromotion) => {
    if (p.ValidFrom && p.ValidTo)
      return t('backOffice/promotions/between', { from: day(p.ValidFrom), to: day(p.ValidTo) });
    if (p.ValidFrom) return t('backOffice/promotions/from', { from: day(p.ValidFrom) });
    if (p.ValidTo) return t('backOffice/promotions/until', { to: day(p.ValidTo) });
    return t('backOffice/promotions/always');
  };

  const value = (p: BackOfficePromotion) => {
    if (p.Kind === 'amountOffOrder') return perMarket(p, 'Amount');
    if (p.Kind === 'freeShipping') return t('backOffice/promotions/shippingFee');
    return percent(p.Percent ?? 0);
  };

  const columns: TableColumn<BackOfficePromotion>[] = [
    {
      key: 'code',
      header: t('backOffice/promotions/code'),
      cell: (p) => (
        <span className={styles.who}>
          <strong className={styles.code}>{p.Code}</strong>
          <span className={styles.state} data-state={p.State}>
            {t(`backOffice/promotions/state/${p.State}`)}
          </span>
        </span>
      ),
    },
    {
      key: 'kind',
      header: t('backOffice/promotions/kind'),
      cell: (p) => (
        <span className={styles.who}>
          <span>{t(`backOffice/promotions/kind/${p.Kind}`)}</span>
          {p.Kind === 'percentOffLines' ? (
            <span className={styles.muted}>{[...p.Categories, ...p.VariantCodes].join(', ')}</span>
          ) : null}
        </span>
      ),
    },
    { key: 'value', header: t('backOffice/promotions/value'), cell: value },
    { key: 'validity', header: t('backOffice/promotions/validity'), cell: validity },
    {
      key: 'markets',
      header: t('backOffice/promotions/markets'),
      cell: (p) => <span className={styles.muted}>{p.Markets.map((m) => m.MarketId).join(', ')}</span>,
    },
    { key: 'minimum', header: t('backOffice/promotions/minimum'), cell: (p) => perMarket(p, 'MinimumOrder') },
    {
      key: 'limit',
      header: t('backOffice/promotions/usesPerCompany'),
      cell: (p) => (p.UsesPerCompany === null ? t('backOffice/promotions/noLimit') : p.UsesPerCompany),
      align: 'end',
    },
    { key: 'uses', header: t('backOffice/promotions/uses'), cell: (p) => p.Uses, align: 'end' },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <BackOfficeHeading
        title={t('backOffice/promotionsTitle')}
        intro={t('backOffice/promotionsIntro')}
        locale={locale}
        companies={profile.HasBackOfficeAdminRole}
      />
      <ListResult result={result} empty={t('backOffice/promotions/none')}>
        {(list) => (
          <Table
            caption={t('backOffice/promotions/caption', { count: list.Total })}
            columns={columns}
            rows={list.Items}
            rowKey={(p) => p.Code}
            responsive="stack"
          />
        )}
      </ListResult>
    </div>
  );
}
