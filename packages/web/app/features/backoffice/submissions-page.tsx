import { submissionsRoute } from '@airshop/domain/api/submissions-routes';
import {
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionKind,
  type SubmissionStatus,
} from '@airshop/domain/forms/submission-kinds';
import type { SubmissionSummary } from '@airshop/domain/forms/submissions';
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
import { filtersToSearch, orderDate, PagedTable } from '../orders/index.ts';
import styles from './back-office.module.css';
import { BackOfficeHeading } from './back-office-heading.tsx';
import { submissionErrorText } from './submission-error.ts';

const FILTERS = ['q', 'kind', 'status', 'market', 'from', 'to'] as const;

/** The status as a word with a colour; the word carries the meaning. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const t = useTranslations('submissions');
  return (
    <span className={styles.submissionStatus} data-status={status}>
      {t(`status/${status}`)}
    </span>
  );
}

/** /{locale}/back-office/submissions: every form sent (ADR 0074), filtered, newest first, paged. */
export function SubmissionsPage({ locale }: { locale: Locale }) {
  const t = useTranslations('submissions');
  const account = useTranslations('account');
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = {
    q: filters.q || undefined,
    kind: (filters.kind || undefined) as SubmissionKind | undefined,
    status: (filters.status || undefined) as SubmissionStatus | undefined,
    market: filters.market || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
  };
  const { result } = useApiData(JSON.stringify(query), (signal) =>
    callApi(submissionsRoute, { query }, { signal }),
  );

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(filtersToSearch(new FormData(event.currentTarget), FILTERS));
  }

  const columns: TableColumn<SubmissionSummary>[] = [
    {
      key: 'received',
      header: t('column/received'),
      cell: (s) => (
        <span className={styles.product}>
          <Link className={styles.number} to={`/${locale}/back-office/submissions/${s.Id}`}>
            {orderDate(s.CreatedAt, locale, true)}
          </Link>
          <span className={styles.muted}>
            {t(`kind/${s.Kind}`)}
            {s.Reference ? ` · ${s.Reference}` : null}
          </span>
        </span>
      ),
    },
    {
      key: 'sender',
      header: t('column/sender'),
      cell: (s) => (
        <span className={styles.product}>
          <span>{s.Name}</span>
          <span className={styles.muted}>{s.CompanyName ?? s.Email}</span>
        </span>
      ),
    },
    { key: 'serial', header: t('column/serial'), cell: (s) => s.SerialNumber ?? '–' },
    { key: 'market', header: t('column/market'), cell: (s) => s.MarketId ?? '–' },
    { key: 'files', header: t('column/files'), cell: (s) => String(s.FileCount), align: 'end' },
    { key: 'status', header: t('column/status'), cell: (s) => <SubmissionStatusBadge status={s.Status} /> },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <BackOfficeHeading
        title={account('backOffice/submissionsTitle')}
        intro={t('intro')}
        locale={locale}
        companies
      />
      <p className={styles.muted}>
        {t('list/quotes')}{' '}
        <Link to={`/${locale}/back-office/orders?kind=quote-request`}>{t('list/quotesLink')}</Link>
      </p>
      <form
        className={`${styles.filters} ${styles.deskFilters}`}
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
          label={t('filters/kind')}
          name="kind"
          placeholder={t('filters/allKinds')}
          options={SUBMISSION_KINDS.map((kind) => ({ value: kind, label: t(`kind/${kind}`) }))}
          defaultValue={filters.kind}
        />
        <Select
          label={t('filters/status')}
          name="status"
          placeholder={t('filters/allStatuses')}
          options={SUBMISSION_STATUSES.map((status) => ({ value: status, label: t(`status/${status}`) }))}
          defaultValue={filters.status}
        />
        <TextField
          label={t('filters/market')}
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
        </div>
      </form>
      <PagedTable
        result={result}
        rowsOf={(list) => list.Submissions}
        columns={columns}
        rowKey={(s) => s.Id}
        caption={(count) => t('list/caption', { count })}
        errorText={(error) => submissionErrorText(error, t)}
        empty={<Notice>{t('list/noMatch')}</Notice>}
      />
    </div>
  );
}
