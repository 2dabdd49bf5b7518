import { formatPrice } from '@airshop/domain/commerce/price-math';
import { intlTag, type Locale } from '@airshop/domain/i18n/locales';
import type { InstantSearchResult } from '@airshop/domain/search/search';
import { SEARCH_QUERY_MAX, searchPageUrl } from '@airshop/domain/search/search-limits';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Translate, useTranslations } from '../../platform/i18n/use-translations.ts';
import { Icon } from '../../ui/icon.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import {
  type InstantOption,
  instantOptions,
  moveActive,
  type OptionGroup,
  searchPageHref,
} from './instant-options.ts';
import styles from './search-bar.module.css';
import { hitClick, sendSearchClick } from './search-beacon.ts';
import { countText, instantCounts, sumCounts } from './search-counts.ts';
import { useDebounced, useInstantSearch } from './use-instant-search.ts';

/** Typing pauses this long before the bar asks; a fast typist sends one request per word, not per key. */
const DEBOUNCE_MS = 180;
/** Spec §9: a screen-reader notification is removed after 1 s. */
const ANNOUNCEMENT_MS = 1000;

interface SearchBarProps {
  id: string;
  locale: Locale;
  onClose(returnFocus: boolean): void;
}

/**
 * The open search bar (shop.md §4, §9; issue 18 point 4): a combobox (WAI-ARIA APG, list autocomplete) whose
 * list holds the completions (3), the instant hits of each kind (4) and 'all results'. Arrow keys move through
 * the list, Enter opens the active option or the search page, Escape clears the text and then closes the bar.
 * The result count is announced and the announcement removed after 1 s; 'Searching…' shows only when an answer
 * takes longer than 500 ms. Loaded on demand by SearchToggle; the default export is for React.lazy.
 */
export default function SearchBar({ id, locale, onClose }: SearchBarProps) {
  const t = useTranslations('search');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const instant = useInstantSearch(query, locale);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The last answer shown, and whether the visitor went somewhere from it: a search left without a click is
  // reported when the bar closes (clicked false), so the back office's insights count it and its empty results.
  const shown = useRef<{ answer: InstantSearchResult; total: number } | null>(null);
  const went = useRef(false);
  const searchPage = searchPageUrl(locale);
  const shownQuery = text.trim() === '' ? '' : instant.query;

  const options = useMemo(
    () => instantOptions(shownQuery, instant.completions, instant.answer, searchPage),
    [shownQuery, instant.completions, instant.answer, searchPage],
  );
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = shownQuery !== '' && (options.length > 0 || instant.failed);

  useEffect(() => input.current?.focus(), []);

  useEffect(
    () => () => {
      const last = shown.current;
      if (!last || went.current) return;
      sendSearchClick({
        query: last.answer.Query,
        hitId: null,
        searchId: last.answer.SearchId,
        clicked: false,
        empty: last.total === 0,
        language: locale,
      });
    },
    [locale],
  );

  // A new list starts with no active option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are what changed
  useEffect(() => setActive(-1), [options]);

  // The count is said once per answer, then the live region empties (spec §9).
  useEffect(() => {
    const answer = instant.answer;
    if (!answer || instant.query === '') return;
    const { products, documents, content } = instantCounts(answer);
    const all = sumCounts([products, documents, content]);
    shown.current = { answer, total: all.count };
    setAnnouncement(all.count === 0 ? t('bar/announceNone') : countText(t, 'bar/announce', all));
    const timer = setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [instant.answer, instant.query, t]);

  // A press outside the bar and its toggle closes it, as any popup.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || panel.current?.contains(target) || target.closest('[data-search-toggle]')) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  // The active option stays in view as the arrows walk a list taller than the panel.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const choose = (option: InstantOption) => {
    went.current = true;
    if (option.hitId && instant.answer) sendSearchClick(hitClick(instant.answer, option.hitId, locale));
    if (option.newTab) {
      window.open(option.href, '_blank', 'noopener');
      return;
    }
    onClose(false);
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        setActive(moveActive(active, options.length, event.key === 'ArrowDown' ? 1 : -1));
        return;
      }
      case 'Enter': {
        const option = options[active];
        if (!option) return; // the form's submit opens the search page
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (text !== '') {
          setText('');
          setActive(-1);
        } else {
          onClose(true);
        }
        return;
      }
      default:
    }
  };

  const indexOf = new Map(options.map((option, index) => [option.key, index]));
  const optionProps = (key: string) => {
    const index = indexOf.get(key) ?? -1;
    const option = options[index];
    return {
      id: optionId(index),
      role: 'option' as const,
      'aria-selected': index === active,
      className: styles.option,
      'data-group': option?.group,
      onPointerMove: () => {
        if (index !== active) setActive(index);
      },
      onClick: () => {
        if (option) choose(option);
      },
    };
  };

  return (
    <div id={id} ref={panel} className={styles.panel}>
      <div className={`container ${styles.inner}`}>
        <search>
          <form
            className={styles.form}
            action={searchPage}
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              const q = text.trim();
              if (q === '') return;
              // The search page reports its own search.
              went.current = true;
              onClose(false);
              navigate(searchPageHref(searchPage, q));
            }}
          >
            <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
              {t('bar/label')}
            </label>
            <span className={styles.field}>
              <Icon name="search" size={20} className={styles.fieldIcon} />
              <input
                ref={input}
                id={`${id}-input`}
                name="q"
                type="search"
                role="combobox"
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                maxLength={SEARCH_QUERY_MAX}
                placeholder={t('bar/placeholder')}
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={listId}
                aria-activedescendant={active >= 0 ? optionId(active) : undefined}
                aria-describedby={`${id}-hint`}
                className={styles.input}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                onKeyDown={onKeyDown}
              />
            </span>
            <button type="submit" className={styles.submit}>
              {t('bar/submit')}
            </button>
            <button
              type="button"
              className={styles.close}
              aria-label={t('bar/close')}
              onClick={() => onClose(true)}
            >
              <Icon name="close" size={20} />
            </button>
          </form>
        </search>
        <VisuallyHidden id={`${id}-hint`}>{t('bar/hint')}</VisuallyHidden>
        <div role="status" className={styles.visuallyHidden}>
          {announcement}
        </div>
        {instant.slow ? (
          <p className={styles.message} data-search-message="">
            {t('bar/searching')}
          </p>
        ) : null}
        {instant.failed && shownQuery !== '' ? <p className={styles.message}>{t('bar/failed')}</p> : null}
        {instant.answer && shownQuery !== '' && options.every((o) => o.group === 'all') ? (
          <p className={styles.message}>{t('bar/noResults', { query: shownQuery })}</p>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={t('bar/results')}
          className={styles.list}
          hidden={!expanded || options.length === 0}
        >
          <Groups
            options={options}
            answer={instant.answer}
            completions={[...instant.completions, ...(instant.answer?.Suggestions ?? [])]}
            optionProps={optionProps}
            locale={locale}
            t={t}
            query={shownQuery}
            id={id}
          />
        </div>
      </div>
    </div>
  );
}

type OptionProps = (key: string) => Record<string, unknown>;

function Groups({
  options,
  answer,
  completions,
  optionProps,
  locale,
  t,
  query,
  id,
}: {
  options: readonly InstantOption[];
  answer: InstantSearchResult | undefined;
  completions: readonly string[];
  optionProps: OptionProps;
  locale: Locale;
  t: Translate;
  query: string;
  id: string;
}) {
  const tag = intlTag(locale);
  const counts = answer ? instantCounts(answer) : undefined;
  const words = new Map(completions.map((word) => [`suggestion:${word.toLocaleLowerCase()}`, word]));
  const has = (group: OptionGroup) => options.some((option) => option.group === group);
  const group = (name: OptionGroup, title: string, children: ReactNode) =>
    has(name) ? (
      // biome-ignore lint/a11y/useSemanticElements: a listbox holds options in role=group, not in fieldsets
      <div role="group" aria-labelledby={`${id}-group-${name}`} className={styles.group}>
        <div role="presentation" id={`${id}-group-${name}`} className={styles.groupTitle}>
          {title}
        </div>
        {children}
      </div>
    ) : null;

  return (
    <>
      {group(
        'suggestions',
        t('bar/suggestions'),
        options
          .filter((option) => option.group === 'suggestions')
          .map((option) => (
            <div key={option.key} {...optionProps(option.key)}>
              <Icon name="search" size={16} className={styles.optionIcon} />
              <span className={styles.optionName}>{words.get(option.key) ?? option.key}</span>
            </div>
          )),
      )}
      {answer && counts
        ? group(
            'products',
            countText(t, 'bar/products', counts.products),
            answer.Products.Hits.map((hit) => {
              const product = hit.Document;
              const price = answer.ShowPrices && product.UnitPrice ? product.UnitPrice : null;
              return (
                <div key={hit.HitId} {...optionProps(hit.HitId)}>
                  {product.ImageUrl ? (
                    <img src={product.ImageUrl} alt="" width={40} height={40} className={styles.thumb} />
                  ) : (
                    <Icon name="cube" size={20} className={styles.optionIcon} />
                  )}
                  <span className={styles.optionText}>
                    <span className={styles.optionName}>{product.Name}</span>
                    <span className={styles.optionMeta}>
                      {[product.Code, product.CategoryName].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  {price ? (
                    <span className={styles.price}>{formatPrice(price.Amount, price.Currency, tag)}</span>
                  ) : null}
                </div>
              );
            }),
          )
        : null}
      {answer && counts
        ? group(
            'documents',
            countText(t, 'bar/documents', counts.documents),
            answer.Documents.Hits.map((hit) => (
              <div key={hit.HitId} {...optionProps(hit.HitId)}>
                <Icon name="document" size={20} className={styles.optionIcon} />
                <span className={styles.optionText}>
                  <span className={styles.optionName}>{hit.Document.Name}</span>
                  <span className={styles.optionMeta}>
                    {hit.Document.Number} · {hit.Document.Languages.join(', ').toUpperCase()}
                  </span>
                </span>
                <Icon name="external" size={16} className={styles.optionIcon} />
                <VisuallyHidden>{t('bar/newTab')}</VisuallyHidden>
              </div>
            )),
          )
        : null}
      {answer && counts
        ? group(
            'content',
            countText(t, 'bar/content', counts.content),
            answer.SolutionsAndPages.Hits.map((hit) => (
              <div key={hit.HitId} {...optionProps(hit.HitId)}>
                <Icon name="info" size={20} className={styles.optionIcon} />
                <span
                  className={styles.optionText}
                  lang={hit.Document.TextLocale === locale ? undefined : hit.Document.TextLocale}
                >
                  <span className={styles.optionName}>{hit.Document.Title}</span>
                  <span className={styles.optionMeta}>{t(`kind/${hit.Document.Kind}`)}</span>
                </span>
              </div>
            )),
          )
        : null}
      {has('all') ? (
        // biome-ignore lint/a11y/useSemanticElements: a listbox holds options in role=group, not in fieldsets
        <div role="group" aria-label={t('bar/allGroup')} className={styles.group}>
          <div {...optionProps('all')} data-all="">
            <Icon name="arrowRight" size={18} className={styles.optionIcon} />
            <span className={styles.optionName}>{t('bar/all', { query })}</span>
          </div>
        </div>
      ) : null}
    </>
  );
}
