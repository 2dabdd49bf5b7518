import { type BackOfficeCompany, COMPANY_STATUSES } from '@airshop/domain/account/backoffice';
import type { Profile } from '@airshop/domain/account/profile';
import { backOfficeCompaniesRoute } from '@airshop/domain/api/backoffice-routes';
import { useSearchParams } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Select } from '../../ui/select.tsx';
import { Table, type TableColumn } from '../../ui/table.tsx';
import styles from './back-office.module.css';
import { BackOfficeHeading } from './back-office-heading.tsx';
import { ListResult } from './list-result.tsx';

/** GET BackOffice/Companies (back office only): the customer companies, requested ones first. */
export function CompaniesPage({ locale, profile }: { locale: string; profile: Profile }) {
  const t = useTranslations('account');
  const [params, setParams] = useSearchParams();
  // A status the URL names that is none of the list's is no filter (the API would refuse it).
  const status = COMPANY_STATUSES.find((known) => known === params.get('status'));
  const { result } = useApiData(status ?? '', (signal) =>
    callApi(backOfficeCompaniesRoute, { query: { status, pageSize: 100 } }, { signal }),
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
      <BackOfficeHeading
        title={t('backOffice/companiesTitle')}
        intro={t('backOffice/companiesIntro')}
        locale={locale}
        companies={profile.HasBackOfficeAdminRole}
      />
      <div className={styles.filters}>
        <Select
          label={t('backOffice/companyStatusLabel')}
          name="status"
          placeholder={t('backOffice/allStatuses')}
          options={COMPANY_STATUSES.map((value) => ({
            value,
            label: t(`backOffice/companyStatus/${value}`),
          }))}
          value={status ?? ''}
          onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
        />
      </div>
      <ListResult result={result} empty={t('backOffice/noCompanies')}>
        {(list) => (
          <Table
            caption={t('backOffice/companiesCaption', { count: list.Total })}
            columns={columns}
            rows={list.Items}
            rowKey={(company) => company.Id}
            responsive="stack"
          />
        )}
      </ListResult>
    </div>
  );
}
