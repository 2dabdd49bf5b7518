import { LOCALE_NATIVE_NAMES } from '@airshop/domain/i18n/locale-names';
import { switchLocalePath } from '@airshop/domain/i18n/locale-path';
import { intlTag, LOCALES, type Locale } from '@airshop/domain/i18n/locales';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslations } from '../../platform/i18n/use-translations.ts';
import { Icon } from '../../ui/icon.tsx';
import { useDismissable } from '../../ui/use-dismissable.ts';
import styles from './language-switcher.module.css';

/**
 * A disclosure listing the 15 locales by their own names; each link opens the same page in that locale
 * (path, query and hash kept).
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const t = useTranslations('shared');
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  // The query and hash as the address bar shows them when the list opens: the variant chooser writes `?code`
  // with replaceState, which the router's location does not see (ADR 0028), and the chosen variant must stay.
  const [here, setHere] = useState<string | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A chosen link navigates: close the list with the old page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    setOpen(false);
    setHere(null);
  }, [pathname]);

  const closePopover = useCallback(() => setOpen(false), []);
  useDismissable({ open, close: closePopover, root, trigger: button });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only closes the list when focus leaves it
    <div
      ref={root}
      className={styles.switcher}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setHere(`${window.location.search}${window.location.hash}`);
          setOpen((value) => !value);
        }}
      >
        <Icon name="globe" size={18} />
        <span className={styles.hideNarrow} data-tool-label>
          {t('language/label')}:
        </span>
        <span lang={intlTag(locale)} className={styles.currentName}>
          {LOCALE_NATIVE_NAMES[locale]}
        </span>
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.heading}>{t('language/choose')}</p>
        <ul className={styles.list}>
          {LOCALES.map((candidate) => (
            <li key={candidate}>
              <Link
                to={`${switchLocalePath(pathname, candidate)}${here ?? `${search}${hash}`}`}
                lang={intlTag(candidate)}
                hrefLang={intlTag(candidate)}
                aria-current={candidate === locale ? 'true' : undefined}
                className={styles.option}
              >
                <span>{LOCALE_NATIVE_NAMES[candidate]}</span>
                {candidate === locale ? <Icon name="check" size={16} /> : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
