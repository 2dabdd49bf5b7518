import type { CatalogMenu as CatalogMenuData } from '@airshop/domain/catalog/catalog';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Icon } from '../../ui/icon.tsx';
import { useDismissable } from '../../ui/use-dismissable.ts';
import styles from './catalog-menu.module.css';

/**
 * The catalogue menu of the header: a disclosure button that opens a panel with the top categories and their
 * children (a mega-menu on wide screens, a full-width drawer on phones). Escape closes it and gives focus
 * back to the button; so do leaving it with Tab, a click outside and following a link. Before the page is
 * hydrated it is a plain link to the catalogue, so it works without JavaScript too.
 */
export function CatalogMenu({ menu, label }: { menu: CatalogMenuData; label: string }) {
  const t = useTranslations('catalog');
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();
  const first = menu.Catalogs[0];

  useEffect(() => setHydrated(true), []);

  // A followed link (or back/forward) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => setOpen(false), [pathname, search]);

  const closePopover = useCallback(() => setOpen(false), []);
  useDismissable({ open, close: closePopover, root, trigger: button, closeOnFocusOut: true });

  if (!first) return null;
  if (!hydrated) {
    return (
      <Link to={first.Url} className={styles.trigger}>
        <Icon name="grid" size={18} className={styles.triggerIcon} />
        <span data-compact-label>{label}</span>
      </Link>
    );
  }

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'grid'} size={18} className={styles.triggerIcon} />
        <span data-compact-label>{label}</span>
        <span data-compact-hide className={styles.chevronBox}>
          <Icon name="chevronDown" size={16} className={styles.chevron} />
        </span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={`container ${styles.panelInner}`}>
          {menu.Catalogs.map((catalog) => (
            <div key={catalog.Id} className={styles.catalog}>
              <div className={styles.catalogHead}>
                <p className={styles.catalogName}>{catalog.Name}</p>
                <Link to={catalog.Url} className={styles.all}>
                  <span>{t('menu/all')}</span>
                  <Icon name="arrowRight" size={18} />
                </Link>
              </div>
              <ul className={styles.columns}>
                {catalog.Items.map((top) => (
                  <li key={top.Id} className={styles.column}>
                    <Link to={top.Url} className={styles.top}>
                      {top.Name}
                    </Link>
                    {top.Items.length > 0 ? (
                      <ul className={styles.children}>
                        {top.Items.map((child) => (
                          <li key={child.Id}>
                            <Link to={child.Url} className={styles.child}>
                              {child.Name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
