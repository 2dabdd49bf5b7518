import { formatDisplayDate } from '@airshop/domain/commerce/delivery-date';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import type { ProjectOverview, ProjectOverviewItem } from '@airshop/domain/commerce/projects';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { randomUuid } from '../../../platform/random-uuid.ts';
import { useLink } from '../../../platform/use-link.ts';
import { Breadcrumb } from '../../../ui/breadcrumb.tsx';
import { Button } from '../../../ui/button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { Select } from '../../../ui/select.tsx';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { Table, type TableColumn } from '../../../ui/table.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { refreshProjectSelector } from '../projects-store.ts';
import { filterProjects, PROJECT_SORTS, type ProjectSort, readListParams } from './project-list-filter.ts';
import styles from './project-page.module.css';
import { projectPageApi } from './project-page-api.ts';

/** The project-detail link of the Links list with the project's id (shop.md §2: "carry a projectId"). */
export function projectDetailHref(detailLink: string, id: number): string {
  return `${detailLink}?projectId=${id}`;
}

/**
 * /{locale}/projects (issue 17 point 1): the company's projects with name, leader, items, total and last change;
 * filtered by name and sorted from the URL (so the server renders the same list); create, then the new project's
 * page; delete after a confirmation. A table on wide screens, a card per project on phones.
 */
export function ProjectListPage({ projects, locale }: { projects: ProjectOverview; locale: Locale }) {
  const t = useTranslations('projects');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const detailLink = useLink('MyAirshop/ProjectDetail');
  const products = useLink('Webshop/Products');
  const [params, setParams] = useSearchParams();
  const { q, sort } = readListParams(params);
  const shown = filterProjects(projects, q, sort, locale);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ProjectOverviewItem | undefined>();
  const [busy, setBusy] = useState(false);
  const tag = intlTag(locale);

  function setParam(name: 'q' | 'sort', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true, preventScrollReset: true });
  }

  async function create() {
    setCreating(true);
    try {
      const id = await projectPageApi.create(randomUuid());
      void refreshProjectSelector();
      navigate(projectDetailHref(detailLink, id));
    } catch {
      snackbar.show({ type: 'error', message: shared('projects/creationError') });
      setCreating(false);
    }
  }

  async function remove(project: ProjectOverviewItem) {
    setBusy(true);
    try {
      await projectPageApi.remove(project.Id);
      snackbar.show({ type: 'success', message: t('deleted') });
      setDeleting(undefined);
      void refreshProjectSelector();
      await revalidator.revalidate();
    } catch {
      snackbar.show({ type: 'error', message: shared('generic/messages/apiOrConnectionError') });
    } finally {
      setBusy(false);
    }
  }

  const columns: TableColumn<ProjectOverviewItem>[] = [
    {
      key: 'name',
      header: t('column/name'),
      cell: (project) => (
        <Link className={styles.nameLink} to={projectDetailHref(detailLink, project.Id)}>
          {project.Name}
        </Link>
      ),
    },
    { key: 'leader', header: t('column/leader'), cell: (project) => project.Leader ?? '–' },
    {
      key: 'items',
      header: t('column/items'),
      cell: (project) => t('column/itemsValue', { count: project.ItemCount }),
      align: 'end',
    },
    {
      key: 'total',
      header: t('column/total'),
      cell: (project) => formatPrice(project.TotalNet.Amount, project.TotalNet.Currency, tag),
      align: 'end',
    },
    {
      key: 'modified',
      header: t('column/modified'),
      cell: (project) => formatDisplayDate(project.Modified.slice(0, 10), tag),
    },
    {
      key: 'actions',
      header: t('column/actions'),
      cell: (project) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('delete/label', { name: project.Name })}
          onClick={() => setDeleting(project)}
        >
          {t('delete/button')}
        </Button>
      ),
    },
  ];

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={shared('breadcrumb/label')}
        items={[{ label: shared('breadcrumb/home'), to: `/${locale}` }, { label: t('title') }]}
        upLabel={(parent) => shared('breadcrumb/up', { parent: parent.label })}
      />
      <header className={styles.heading}>
        <div>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
        <Button icon={<Icon name="plus" size={18} />} loading={creating} onClick={() => void create()}>
          {t('create')}
        </Button>
      </header>
      {projects.length > 0 ? (
        <search className={styles.filters} aria-label={t('filter/label')}>
          <TextField
            label={t('filter/name')}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            onChange={(event) => setParam('q', event.currentTarget.value.trim())}
          />
          <Select
            label={t('sort/label')}
            name="sort"
            options={PROJECT_SORTS.map((value) => ({ value, label: t(`sort/${value}`) }))}
            value={sort}
            onChange={(event) => setParam('sort', event.currentTarget.value as ProjectSort)}
          />
        </search>
      ) : null}
      {projects.length === 0 ? (
        <section className={styles.empty} aria-labelledby="projects-empty">
          <Icon name="folder" size={40} />
          <h2 id="projects-empty">{t('empty/title')}</h2>
          <p>{t('empty/text')}</p>
          <ButtonLink to={products} variant="secondary">
            {t('empty/browse')}
          </ButtonLink>
        </section>
      ) : shown.length === 0 ? (
        <Notice>{t('filter/noMatch')}</Notice>
      ) : (
        <Table
          caption={t('list/caption', { count: shown.length })}
          columns={columns}
          rows={shown}
          rowKey={(project) => String(project.Id)}
          responsive="stack"
        />
      )}
      <Dialog
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        title={t('delete/title')}
        closeLabel={t('dialog/close')}
        footer={
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => setDeleting(undefined)}>
              {t('dialog/cancel')}
            </Button>
            <Button loading={busy} onClick={() => deleting && void remove(deleting)}>
              {t('delete/confirm')}
            </Button>
          </div>
        }
      >
        <div className={styles.dialogText}>
          <p>{deleting ? t('delete/text', { name: deleting.Name }) : null}</p>
        </div>
      </Dialog>
    </div>
  );
}
