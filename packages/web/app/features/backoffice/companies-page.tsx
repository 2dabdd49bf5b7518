import {
  type BackOfficeCompany,
  type BackOfficeCompanyList,
  COMPANY_STATUSES,
} from '@airshop/domain/backoffice';
import type { Profile } from '@airshop/domain/profile';
import { useSearchParams } from 'react-router';
import { apiRequest } from '../../platform/api-client.ts';
import { Notice } from '../../ui/notice.tsx';
import { Select } from '../../ui/select.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Table, type TableColumn } from '../../ui/table.tsx';
import { apiErrorMessage } from '../account/api-error-message.ts';
import { useTranslations } from '../i18n/use-translations.ts';
import styles from './back-office.module.css';
import { BackOfficeNav } from './back-office-nav.tsx';
import { useApiData } from './use-api-data.ts';

/** GET BackOffice/Companies (back office only): the customer companies, requested ones first. */
export function CompaniesPage({ locale, profile }: { locale: string; profile: Profile }) {
  const t = useTranslations('account');
  const shared = useTranslations('shared');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const { result } = useApiData(status, (signal) =>
    apiRequest<BackOfficeCompanyList>('BackOffice/Companies', {
      query: { status: status || undefined, pageSize: 100 },
      signal,
    }).then((list) => list ?? { Items: [], Total: 0, Page: 1, PageSize: 100 }),
  );

  const columns: TableColumn<BackOfficeCompany>[] = [
    { key: 'name', header: t('backOffice/company'), cell: (company) => <strong>{company.Name}</strong> },
    { key: 'number', header: t('fields/customerNumber'), cell: (company) => company.CustomerNumber ?? '–' },
    { key: 'market', header: t('backOffice/market'), cell: (company) => company.MarketId },
    { key: 'priceGroup', header: t('backOffice/priceGroup'), cell: (company) => company.PriceGroup ?? '–' },
    {
      key: 'status',
      header: t('backOffice/companyStatusLabel'),
      cell: (company) => t(`backOffice/companyStatus/${company.Status}`),
    },
    { key: 'users', header: t('backOffice/userCount'), cell: (company) => company.UserCount, align: 'end' },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.heading}>
        <div>
          <h1>{t('backOffice/companiesTitle')}</h1>
          <p>{t('backOffice/companiesIntro')}</p>
        </div>
        <BackOfficeNav locale={locale} companies={profile.HasBackOfficeAdminRole} />
      </header>
      <div className={styles.filters}>
        <Select
          label={t('backOffice/companyStatusLabel')}
          name="status"
          placeholder={t('backOffice/allStatuses')}
          options={COMPANY_STATUSES.map((value) => ({
            value,
            label: t(`backOffice/companyStatus/${value}`),
          }))}
          value={status}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
        />
      </div>
      {result.state === 'loading' ? <Skeleton lines={5} label={shared('loading/content')} /> : null}
      {result.state === 'failed' ? (
        <Notice tone="error" role="alert">
          {apiErrorMessage(result.error, t)}
        </Notice>
      ) : null}
      {result.state === 'ready' ? (
        result.data.Items.length === 0 ? (
          <Notice>{t('backOffice/noCompanies')}</Notice>
        ) : (
          <Table
            caption={t('backOffice/companiesCaption', { count: result.data.Total })}
            columns={columns}
            rows={result.data.Items}
            rowKey={(company) => company.Id}
            responsive="stack"
          />
        )
      ) : null}
    </div>
  );
}
