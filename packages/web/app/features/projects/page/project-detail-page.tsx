import type { ProjectDetail } from '@airshop/domain/commerce/projects';
import type { Locale } from '@airshop/domain/i18n/locales';
import { type ReactNode, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { useLink } from '../../../platform/use-link.ts';
import { Breadcrumb } from '../../../ui/breadcrumb.tsx';
import { Button } from '../../../ui/button.tsx';
import { ButtonLink } from '../../../ui/button-link.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useLongList } from '../../../ui/use-long-list.ts';
import { VisuallyHidden } from '../../../ui/visually-hidden.tsx';
import { ProjectHeader } from './project-header.tsx';
import { ProjectLine } from './project-line.tsx';
import styles from './project-page.module.css';
import { projectPageApi } from './project-page-api.ts';
import { ProjectTotals } from './project-totals.tsx';
import { ToCartDialog } from './to-cart-dialog.tsx';
import { useProjectEditor } from './use-project-editor.ts';

/** The frame every state of the detail shares: the breadcrumb back to the list. */
export function ProjectFrame({
  locale,
  name,
  children,
}: {
  locale: Locale;
  name?: string | undefined;
  children: ReactNode;
}) {
  const t = useTranslations('projects');
  const shared = useTranslations('shared');
  const list = useLink('MyAirshop/Projects');
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        label={shared('breadcrumb/label')}
        items={[
          { label: shared('breadcrumb/home'), to: `/${locale}` },
          { label: t('title'), to: list },
          { label: name ?? t('detail/title') },
        ]}
        upLabel={(parent) => shared('breadcrumb/up', { parent: parent.label })}
      />
      {children}
    </div>
  );
}

/**
 * /{locale}/projects/detail?projectId=N (issue 17 point 2): the header, the items with their quantities,
 * selections, notes and prices, removing several at once, putting the selection into the cart, and the totals.
 * `sheetTools` is the place for the spreadsheet export, upload and template buttons (branch fix-sheets; the
 * merger wires them in routes/project-detail.tsx).
 */
/** The lines a project's page carries in its HTML; a longer project's others come right after hydration. */
const FIRST_LINES = 20;

export function ProjectDetailPage({
  project: initial,
  locale,
  sheetTools,
}: {
  project: ProjectDetail;
  locale: Locale;
  sheetTools?: ReactNode;
}) {
  const t = useTranslations('projects');
  const editor = useProjectEditor(initial);
  const { project, busy, run } = editor;
  const products = useLink('Webshop/Products');
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [toCart, setToCart] = useState(false);
  const chosen = project.Items.filter((item) => picked.has(item.LineItemId));
  const shownItems = useLongList(project.Items, FIRST_LINES);
  const selectedCount = project.Items.filter((item) => item.SelectedQuantity > 0).length;
  const allPicked = project.Items.length > 0 && chosen.length === project.Items.length;

  function pick(id: number, on: boolean) {
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function removePicked() {
    const done = await run('remove', () =>
      projectPageApi.removeItems(
        project.Id,
        chosen.map((item) => ({ Code: item.Code, Quantity: item.Quantity })),
      ),
    );
    if (done) {
      setPicked(new Set());
      setConfirmRemove(false);
    }
  }

  return (
    <ProjectFrame locale={locale} name={project.Name}>
      <ProjectHeader editor={editor} locale={locale} />
      <div className={styles.toolbar}>
        <div className={styles.toolbarGroup}>
          {project.Items.length > 0 ? (
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={allPicked}
                onChange={(event) =>
                  setPicked(
                    event.currentTarget.checked
                      ? new Set(project.Items.map((item) => item.LineItemId))
                      : new Set(),
                  )
                }
              />
              {t('items/pickAll')}
            </label>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            disabled={chosen.length === 0}
            onClick={() => setConfirmRemove(true)}
          >
            {t('items/removePicked', { count: chosen.length })}
          </Button>
          <Button
            size="sm"
            icon={<Icon name="cart" size={18} />}
            disabled={selectedCount === 0}
            onClick={() => setToCart(true)}
          >
            {t('items/toCart', { count: selectedCount })}
          </Button>
        </div>
        <div className={`${styles.toolbarGroup} ${styles.sheetSlot}`} data-slot="project-sheet-tools">
          {sheetTools}
        </div>
      </div>
      {project.Items.length === 0 ? (
        <section className={styles.empty} aria-labelledby="project-empty" data-testid="project-empty">
          <Icon name="folder" size={40} />
          <h2 id="project-empty">{t('items/emptyTitle')}</h2>
          <p>{t('items/emptyText')}</p>
          <ButtonLink to={products} variant="secondary">
            {t('empty/browse')}
          </ButtonLink>
        </section>
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="project-items-title">
            <h2 id="project-items-title">
              <VisuallyHidden>{t('items/title', { count: project.Items.length })}</VisuallyHidden>
            </h2>
            <p className={styles.lineCode}>{t('items/selectedHint')}</p>
            <ul className={styles.items}>
              {shownItems.map((item) => (
                <ProjectLine
                  key={item.LineItemId}
                  item={item}
                  editor={editor}
                  locale={locale}
                  picked={picked.has(item.LineItemId)}
                  onPick={(on) => pick(item.LineItemId, on)}
                />
              ))}
            </ul>
          </section>
          <aside className={styles.summary} aria-labelledby="project-summary-title">
            <h2 id="project-summary-title">{t('totals/title')}</h2>
            <ProjectTotals total={project.Total} locale={locale} />
          </aside>
        </div>
      )}
      <Dialog
        open={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        title={t('remove/title', { count: chosen.length })}
        closeLabel={t('dialog/close')}
        footer={
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => setConfirmRemove(false)}>
              {t('dialog/cancel')}
            </Button>
            <Button loading={busy === 'remove'} onClick={() => void removePicked()}>
              {t('remove/confirm')}
            </Button>
          </div>
        }
      >
        <div className={styles.dialogText}>
          <p>{t('remove/text', { count: chosen.length })}</p>
        </div>
      </Dialog>
      <ToCartDialog open={toCart} onClose={() => setToCart(false)} editor={editor} locale={locale} />
    </ProjectFrame>
  );
}
