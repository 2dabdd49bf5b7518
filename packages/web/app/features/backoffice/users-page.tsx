import type { BackOfficeUser } from '@airshop/domain/account/backoffice';
import type { Profile } from '@airshop/domain/account/profile';
import { USER_STATUSES } from '@airshop/domain/account/user-status';
import { backOfficeUsersRoute } from '@airshop/domain/api/backoffice-routes';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { formatTimestamp } from '@airshop/domain/i18n/timestamp-format';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Button } from '../../ui/button.tsx';
import { Pager } from '../../ui/pager.tsx';
import { Select } from '../../ui/select.tsx';
import { Table, type TableColumn } from '../../ui/table.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './back-office.module.css';
import { mayManageOrders } from './back-office-access.ts';
import { BackOfficeHeading } from './back-office-heading.tsx';
import { ListResult } from './list-result.tsx';
import { UserReview } from './user-review.tsx';

/** Waiting for a decision: what a reviewer opens the page for, so the list starts there. */
const PENDING = '4';

/**
 * GET BackOffice/Users with the filters of the URL (status, text, page); each row opens the review of that user,
 * where the decisions the API allows the caller are offered. Company admins see their own company only: the
 * API narrows the list, the page shows what it gets.
 */
export function UsersPage({ locale, profile }: { locale: Locale; profile: Profile }) {
  const t = useTranslations('account');
  const shared = useTranslations('shared');
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? defaultStatus(profile);
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [text, setText] = useState(q);
  const [reviewing, setReviewing] = useState<string | null>(null);

  const { result, reload } = useApiData(`${status}|${q}|${page}`, (signal) =>
    callApi(
      backOfficeUsersRoute,
      { query: { status: status || undefined, q: q || undefined, page, pageSize: 25 } },
      { signal },
    ),
  );

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    next.set('status', String(form.get('status') ?? ''));
    if (text.trim()) next.set('q', text.trim());
    setParams(next);
  }

  const statusOptions = USER_STATUSES.filter((s) => s.id !== 0 && s.id !== 7).map((s) => ({
    value: String(s.id),
    label: shared(`userStatus/${s.id}`),
  }));

  const columns: TableColumn<BackOfficeUser>[] = [
    {
      key: 'name',
      header: t('backOffice/user'),
      cell: (user) => (
        <span className={styles.who}>
          <strong>{user.Name}</strong>
          <span className={styles.muted}>{user.Email}</span>
        </span>
      ),
    },
    {
      key: 'company',
      header: t('backOffice/company'),
      cell: (user) => (
        <span className={styles.who}>
          <span>{user.CompanyName ?? '–'}</span>
          {user.CustomerNumber ? <span className={styles.muted}>{user.CustomerNumber}</span> : null}
        </span>
      ),
    },
    { key: 'market', header: t('backOffice/market'), cell: (user) => user.MarketId },
    { key: 'status', header: t('backOffice/status'), cell: (user) => shared(`userStatus/${user.Status}`) },
    {
      key: 'created',
      header: t('backOffice/signedUp'),
      cell: (user) => formatTimestamp(user.CreatedAt, intlTag(locale), false),
    },
    {
      key: 'review',
      header: t('backOffice/actions'),
      cell: (user) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setReviewing(user.Id)}
          aria-label={t('backOffice/reviewUser', { name: user.Name })}
        >
          {t('backOffice/review')}
        </Button>
      ),
    },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <BackOfficeHeading
        title={t('backOffice/usersTitle')}
        intro={t('backOffice/usersIntro')}
        locale={locale}
        companies={profile.HasBackOfficeAdminRole}
        orders={mayManageOrders(profile)}
      />
      <form className={styles.filters} onSubmit={applyFilters} aria-label={t('backOffice/filter')}>
        <Select
          label={t('backOffice/status')}
          name="status"
          options={statusOptions}
          placeholder={t('backOffice/allStatuses')}
          defaultValue={status}
          key={status}
        />
        <TextField
          label={t('backOffice/search')}
          name="q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('backOffice/filter')}
        </Button>
      </form>
      <ListResult result={result} empty={t('backOffice/noUsers')}>
        {(list) => (
          <>
            <Table
              caption={t('backOffice/usersCaption', { count: list.Total })}
              columns={columns}
              rows={list.Items}
              rowKey={(user) => user.Id}
              responsive="stack"
            />
            <UsersPager
              page={list.Page}
              pageSize={list.PageSize}
              total={list.Total}
              onPage={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          </>
        )}
      </ListResult>
      {reviewing ? (
        <UserReview
          userId={reviewing}
          onClose={() => setReviewing(null)}
          onDecided={() => {
            setReviewing(null);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}

/** The status a reviewer's list opens at: the step that is theirs. */
function defaultStatus(profile: Profile): string {
  if (profile.HasBackOfficeAdminRole) return PENDING;
  if (profile.HasWebshopManagerRole) return '12';
  return '3';
}

function UsersPager(props: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  const t = useTranslations('account');
  return (
    <Pager
      {...props}
      texts={{
        label: t('backOffice/pages'),
        previous: t('backOffice/previous'),
        next: t('backOffice/next'),
        pageOf: (page, pages) => t('backOffice/pageOf', { page, pages }),
      }}
    />
  );
}
