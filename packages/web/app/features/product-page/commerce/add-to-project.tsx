import type { ExtraItem } from '@airshop/domain/catalog/product-extras';
import type { Variant } from '@airshop/domain/catalog/product-variant';
import { PRODUCT_PAGE_SNACKBAR_MS } from '@airshop/domain/site/constants';
import type { CurrentMarket } from '@airshop/domain/site/market';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '../../../platform/i18n/use-translations.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { useSnackbar } from '../../../ui/snackbar-provider.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useDismissable } from '../../../ui/use-dismissable.ts';
import { addToProject, loadProjectSelector, NEW_PROJECT_ID, useProjectsState } from '../../projects/index.ts';
import styles from './add-to-project.module.css';
import commerce from './commerce-item.module.css';

interface AddToProjectProps {
  item: Variant | ExtraItem;
  name: string;
  quantity: number;
  valid: boolean;
  /** The item cannot be ordered at all (orderBlock): the button is disabled, the reason is beside it. */
  blocked: boolean;
  market: CurrentMarket;
  compact: boolean;
  /** The id of the text saying why the button is blocked, while it is. */
  describedBy: string | undefined;
}

/**
 * 'Add to project': a list of the company's projects (GET portal/Projects/Selector, read once the market is
 * known) and 'create a new list and add'. Hidden for guests by the caller (spec §6).
 */
export function AddToProject({
  item,
  name,
  quantity,
  valid,
  blocked,
  market,
  compact,
  describedBy,
}: AddToProjectProps) {
  const t = useTranslations('productPage');
  const shared = useTranslations('shared');
  const snackbar = useSnackbar();
  const { selector, selectorStatus } = useProjectsState();
  const [open, setOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismissable({ open, close, root, trigger, closeOnFocusOut: true });

  useEffect(() => {
    void loadProjectSelector(market);
  }, [market]);

  if (selectorStatus === 'skipped') return null;

  async function add(projectId: number) {
    if (!item.IsShoppable) {
      setOpen(false);
      snackbar.show({
        type: 'error',
        message: t('commerce/addRefused', {
          name,
          code: item.Code,
          reason: shared('generic/addItemErrors/notShoppable'),
        }),
        durationMs: PRODUCT_PAGE_SNACKBAR_MS,
      });
      return;
    }
    setBusyId(projectId);
    const outcome = await addToProject(projectId, { Code: item.Code, Quantity: quantity }, market);
    setBusyId(null);
    setOpen(false);
    if (!outcome.ok) {
      snackbar.show({
        type: 'error',
        message: t('commerce/addRefused', { name, code: item.Code, reason: shared(outcome.messageKey) }),
        durationMs: PRODUCT_PAGE_SNACKBAR_MS,
      });
    }
  }

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={trigger}
        type="button"
        className={buttonClassName(
          'secondary',
          compact ? 'sm' : 'md',
          `${commerce.addButton} ${commerce.blockable}`,
        )}
        data-quantity-bound
        aria-describedby={describedBy}
        data-blocked={!valid || undefined}
        aria-disabled={!valid || undefined}
        aria-expanded={open}
        aria-controls={listId}
        disabled={blocked}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="folder" size={18} />
        <span>{t('commerce/addToProject')}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <div id={listId} className={styles.popover} hidden={!open}>
        <p className={styles.heading}>{t('commerce/chooseProject')}</p>
        <ul className={styles.list}>
          <li>
            <button
              type="button"
              className={`${styles.option} ${styles.create}`}
              aria-busy={busyId === NEW_PROJECT_ID || undefined}
              disabled={busyId !== null}
              onClick={() => add(NEW_PROJECT_ID)}
            >
              {busyId === NEW_PROJECT_ID ? <Spinner size="sm" /> : <Icon name="plus" size={18} />}
              <span>{t('commerce/newProject')}</span>
            </button>
          </li>
          {(selector ?? []).map((project) => (
            <li key={project.Id}>
              <button
                type="button"
                className={styles.option}
                data-project-id={project.Id}
                aria-busy={busyId === project.Id || undefined}
                disabled={busyId !== null}
                onClick={() => add(project.Id)}
              >
                {busyId === project.Id ? <Spinner size="sm" /> : <Icon name="folder" size={18} />}
                <span>{project.Name}</span>
              </button>
            </li>
          ))}
        </ul>
        {selectorStatus === 'loading' ? (
          <p className={styles.status}>
            <Spinner size="sm" /> {t('commerce/projectsLoading')}
          </p>
        ) : null}
        {selectorStatus === 'failed' ? <p className={styles.status}>{t('commerce/projectsFailed')}</p> : null}
      </div>
    </div>
  );
}
