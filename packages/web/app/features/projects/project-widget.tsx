import { formatDisplayDate } from '@airshop/domain/commerce/delivery-date';
import { formatPrice } from '@airshop/domain/commerce/price-math';
import type { ProjectDetail, ProjectWidget as ProjectWidgetData } from '@airshop/domain/commerce/projects';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import type { CurrentMarket } from '@airshop/domain/site/market';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { usePageLink } from '../../platform/use-link.ts';
import { Dialog } from '../../ui/dialog.tsx';
import headerButton from '../../ui/header-button.module.css';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import styles from './project-widget.module.css';
import { fetchProjectDetail, fetchProjectWidget } from './projects-api.ts';
import {
  closeProjectPanel,
  loadProjectSelector,
  openProjectPanel,
  showProject,
  useProjectsState,
} from './projects-store.ts';

/**
 * The header's projects entry and the project panel (spec §4: after an add it opens with that project). The
 * panel lists the company's projects (the selector) or shows one: its widget (name, count, total) and its
 * items from the detail. For buyers who are no guests; the caller decides.
 */
export function ProjectWidget({ locale, market }: { locale: Locale; market: CurrentMarket }) {
  const t = useTranslations('shared');
  const { open, projectId, selectorStatus, version } = useProjectsState();

  useEffect(() => {
    void loadProjectSelector(market);
  }, [market]);

  if (selectorStatus === 'skipped') return null;

  return (
    <>
      <button
        type="button"
        className={`${headerButton.button} ${styles.button}`}
        aria-haspopup="dialog"
        data-shop-tool
        onClick={() => openProjectPanel(null)}
      >
        <Icon name="folder" size={20} />
        <span className={styles.text} data-tool-label>
          {t('projectWidget/button')}
        </span>
      </button>
      <Dialog
        open={open}
        onClose={closeProjectPanel}
        title={t('projectWidget/title')}
        closeLabel={t('projectWidget/close')}
      >
        {projectId === null ? (
          <ProjectList />
        ) : (
          <ProjectView key={`${projectId}:${version}`} projectId={projectId} locale={locale} />
        )}
      </Dialog>
    </>
  );
}

function ProjectList() {
  const t = useTranslations('shared');
  const { selector, selectorStatus } = useProjectsState();
  const listPage = usePageLink('MyAirshop/Projects');
  if (selectorStatus === 'failed') return <Notice tone="error">{t('projectWidget/failed')}</Notice>;
  if (!selector) {
    return (
      <p className={styles.state}>
        <Spinner size="sm" /> {t('projectWidget/loading')}
      </p>
    );
  }
  if (selector.length === 0) {
    return (
      <>
        <p className={styles.state}>{t('projectWidget/empty')}</p>
        <PageLink to={listPage} label={t('projectWidget/openList')} />
      </>
    );
  }
  return (
    <>
      <ul className={styles.projects} aria-label={t('projectWidget/listLabel')}>
        {selector.map((project) => (
          <li key={project.Id}>
            <button type="button" className={styles.project} onClick={() => showProject(project.Id)}>
              <Icon name="folder" size={18} />
              <span>{project.Name}</span>
              <Icon name="chevronRight" size={16} className={styles.chevron} />
            </button>
          </li>
        ))}
      </ul>
      <PageLink to={listPage} label={t('projectWidget/openList')} />
    </>
  );
}

/** A link from the panel to a project page (ADR 0067); following it closes the panel. */
function PageLink({ to, label }: { to: string | undefined; label: string }) {
  if (!to) return null;
  return (
    <Link to={to} className={styles.pageLink} onClick={closeProjectPanel}>
      <span>{label}</span>
      <Icon name="arrowRight" size={16} />
    </Link>
  );
}

type Loaded = { widget: ProjectWidgetData; detail: ProjectDetail | undefined } | 'loading' | 'failed';

/** GET …/{id}/Widget and …/{id}/Detail together: the summary at the top, the items below. */
function ProjectView({ projectId, locale }: { projectId: number; locale: Locale }) {
  const t = useTranslations('shared');
  const [loaded, setLoaded] = useState<Loaded>('loading');
  const detailPage = usePageLink('MyAirshop/ProjectDetail');
  const tag = intlTag(locale);

  useEffect(() => {
    let current = true;
    Promise.all([fetchProjectWidget(projectId), fetchProjectDetail(projectId)])
      .then(([widget, detail]) => {
        if (current) setLoaded(widget ? { widget, detail } : 'failed');
      })
      .catch(() => {
        if (current) setLoaded('failed');
      });
    return () => {
      current = false;
    };
  }, [projectId]);

  const back = (
    <button type="button" className={styles.back} onClick={() => showProject(null)}>
      <Icon name="arrowLeft" size={16} />
      <span>{t('projectWidget/back')}</span>
    </button>
  );
  if (loaded === 'loading') {
    return (
      <p className={styles.state}>
        <Spinner size="sm" /> {t('projectWidget/loading')}
      </p>
    );
  }
  if (loaded === 'failed') {
    return (
      <div className={styles.view}>
        {back}
        <Notice tone="error">{t('projectWidget/failed')}</Notice>
      </div>
    );
  }
  const { widget, detail } = loaded;
  return (
    <div className={styles.view} data-project-id={widget.Id}>
      {back}
      <div className={styles.summary}>
        <h3 className={styles.name}>{widget.Name}</h3>
        <p className={styles.meta}>
          {t('projectWidget/items', { count: widget.Count, quantity: widget.Quantity })}
          {detail
            ? ` · ${t('projectWidget/modified', { date: formatDisplayDate(detail.Modified.slice(0, 10), tag) })}`
            : ''}
        </p>
      </div>
      {detail && detail.Items.length > 0 ? (
        <ul className={styles.items}>
          {detail.Items.map((item) => (
            <li key={item.LineItemId} className={styles.item}>
              <div className={styles.itemText}>
                <span className={styles.itemName}>{item.DisplayName}</span>
                <span className={styles.code}>{item.Code}</span>
              </div>
              <span className={styles.quantity}>{t('cartWidget/quantity', { quantity: item.Quantity })}</span>
              <span className={styles.price}>
                {item.LineTotal
                  ? formatPrice(item.LineTotal.Amount, item.LineTotal.Currency, tag)
                  : t('cartWidget/noPrice')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.total}>
        <span>{t('projectWidget/total')}</span>
        <strong>{formatPrice(widget.Total.TotalNet, widget.Total.Currency, tag)}</strong>
      </p>
      <PageLink
        to={detailPage ? `${detailPage}?projectId=${widget.Id}` : undefined}
        label={t('projectWidget/openProject')}
      />
    </div>
  );
}
