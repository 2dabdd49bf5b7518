import { searchInsightsRoute } from '@airshop/domain/api/search-routes';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { formatTimestamp } from '@airshop/domain/i18n/timestamp-format';
import type { SearchInsights } from '@airshop/domain/search/search';
import { SEARCH_INSIGHTS_MAX_DAYS } from '@airshop/domain/search/search-limits';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Translate } from '../../platform/i18n/use-translations.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Table, type TableColumn } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { filtersToSearch } from '../orders/index.ts';
import styles from './back-office.module.css';
import { BackOfficeHeading } from './back-office-heading.tsx';
import { insightsPeriod } from './search-insights-period.ts';

type TopQuery = SearchInsights['TopQueries'][number];
type NoResultQuery = SearchInsights['NoResultQueries'][number];

const K = 'backOffice/insights/';

/** The sentence for an insights call that failed, by the API's answer. */
function insightsErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('errors/offline');
  if (error.status === 400) return t(`${K}error/period`, { days: SEARCH_INSIGHTS_MAX_DAYS });
  if (error.status === 401 || error.status === 403) return t(`${K}error/notAllowed`);
  if (error.body?.code === 'rate_limited') return t('errors/rateLimited');
  return t('errors/generic');
}

/**
 * /{locale}/back-office/search-insights (issue 18 point 5, ADR 0071): what people search for over a period of
 * UTC days, from the stored TrackSearchClick beacons: the totals, the most searched queries with their
 * click-through, and the queries that found nothing.
 */
export function SearchInsightsPage({ locale }: { locale: Locale }) {
  const t = useTranslations('account');
  const shared = useTranslations('shared');
  const [params, setParams] = useSearchParams();
  const period = insightsPeriod(params);
  const tag = intlTag(locale);
  const count = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const day = (iso: string) => formatTimestamp(iso, tag, false, 'UTC');

  const key = period.ok ? `${period.from}/${period.to}` : 'invalid';
  const { result } = useApiData<SearchInsights | null>(key, (signal) =>
    period.ok
      ? callApi(searchInsightsRoute, { query: { from: period.from, to: period.to } }, { signal })
      : Promise.resolve(null),
  );

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(filtersToSearch(new FormData(event.currentTarget), ['from', 'to']));
  }

  const topColumns: TableColumn<TopQuery>[] = [
    {
      key: 'query',
      header: t(`${K}column/query`),
      cell: (q) => <span className={styles.query}>{q.Query}</span>,
    },
    {
      key: 'searches',
      header: t(`${K}column/searches`),
      cell: (q) => count.format(q.Searches),
      align: 'end',
    },
    { key: 'clicks', header: t(`${K}column/clicks`), cell: (q) => count.format(q.Clicks), align: 'end' },
    {
      key: 'ctr',
      header: t(`${K}column/clickThrough`),
      cell: (q) => percent.format(q.ClickThrough),
      align: 'end',
    },
  ];
  const emptyColumns: TableColumn<NoResultQuery>[] = [
    {
      key: 'query',
      header: t(`${K}column/query`),
      cell: (q) => <span className={styles.query}>{q.Query}</span>,
    },
    {
      key: 'searches',
      header: t(`${K}column/searches`),
      cell: (q) => count.format(q.Searches),
      align: 'end',
    },
  ];

  const problem = period.ok ? null : period.problem;
  return (
    <div className={`container ${styles.page}`}>
      <BackOfficeHeading
        title={t('backOffice/insightsTitle')}
        intro={t(`${K}intro`)}
        locale={locale}
        companies
      />
      <form
        className={`${styles.filters} ${styles.periodFilters}`}
        onSubmit={apply}
        aria-label={t(`${K}period/label`)}
        key={params.toString()}
      >
        <TextField label={t(`${K}period/from`)} name="from" type="date" defaultValue={period.from} />
        <TextField label={t(`${K}period/to`)} name="to" type="date" defaultValue={period.to} />
        <div className={styles.filterButtons}>
          <Button type="submit" variant="secondary">
            {t(`${K}period/apply`)}
          </Button>
        </div>
      </form>
      {problem ? (
        <Notice tone="error" role="alert">
          {t(`${K}error/${problem}`, { days: SEARCH_INSIGHTS_MAX_DAYS })}
        </Notice>
      ) : null}
      {!problem && result.state === 'loading' ? (
        <Skeleton lines={6} label={shared('loading/content')} />
      ) : null}
      {!problem && result.state === 'failed' ? (
        <Notice tone="error" role="alert">
          {insightsErrorText(result.error, t)}
        </Notice>
      ) : null}
      {!problem && result.state === 'ready' && result.data ? (
        <>
          <section className={styles.insightsSection} aria-labelledby="insights-totals">
            <h2 id="insights-totals">
              {t(`${K}totals`, { from: day(result.data.From), to: day(result.data.To) })}
            </h2>
            <dl className={styles.totals}>
              <div>
                <dt>{t(`${K}searches`)}</dt>
                <dd>{count.format(result.data.Searches)}</dd>
              </div>
              <div>
                <dt>{t(`${K}searchesWithClick`)}</dt>
                <dd>{count.format(result.data.SearchesWithClick)}</dd>
              </div>
              <div>
                <dt>{t(`${K}clickThrough`)}</dt>
                <dd>
                  {result.data.Searches > 0
                    ? percent.format(result.data.SearchesWithClick / result.data.Searches)
                    : '–'}
                </dd>
              </div>
            </dl>
          </section>
          {result.data.Searches === 0 ? (
            <Notice>{t(`${K}none`)}</Notice>
          ) : (
            <>
              <section className={styles.insightsSection} aria-labelledby="insights-top">
                <h2 id="insights-top">{t(`${K}top/title`)}</h2>
                <p className={styles.muted}>{t(`${K}top/hint`)}</p>
                <Table
                  caption={t(`${K}top/caption`, { count: result.data.TopQueries.length })}
                  columns={topColumns}
                  rows={result.data.TopQueries}
                  rowKey={(q) => q.Query}
                  responsive="stack"
                />
              </section>
              <section className={styles.insightsSection} aria-labelledby="insights-empty">
                <h2 id="insights-empty">{t(`${K}empty/title`)}</h2>
                {result.data.NoResultQueries.length === 0 ? (
                  <Notice>{t(`${K}empty/none`)}</Notice>
                ) : (
                  <Table
                    caption={t(`${K}empty/caption`, { count: result.data.NoResultQueries.length })}
                    columns={emptyColumns}
                    rows={result.data.NoResultQueries}
                    rowKey={(q) => q.Query}
                    responsive="stack"
                  />
                )}
              </section>
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
