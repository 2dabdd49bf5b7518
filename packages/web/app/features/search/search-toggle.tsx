import type { Locale } from '@airshop/domain/i18n/locales';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import headerButton from '../../ui/header-button.module.css';
import { Icon } from '../../ui/icon.tsx';
import styles from './search-toggle.module.css';

/*
 * The header's search toggle (shop.md §4 "Search bar toggles open/closed"). Closed it is one button: the bar's
 * code (combobox, calls, results) is a chunk of its own, fetched when the pointer nears the button or when it is
 * opened, so the first view of every page carries only this (ADR 0045, 0070, 0072). Closing unmounts the bar,
 * which clears its query and results.
 */

const loadBar = () => import('./search-bar.tsx');
const SearchBar = lazy(loadBar);

export function SearchToggle({ locale }: { locale: Locale }) {
  const t = useTranslations('shared');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  // A navigation (a hit chosen, the search page asked for) closes the bar.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is what changes
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <div className={styles.slot}>
      <button
        ref={button}
        type="button"
        className={`${headerButton.button} ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadBar()}
        onFocus={() => void loadBar()}
        onClick={() => setOpen((value) => !value)}
        data-search-toggle=""
      >
        <Icon name={open ? 'close' : 'search'} size={20} />
        <span className={styles.label}>{t('header/search')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchBar id={panelId} locale={locale} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
