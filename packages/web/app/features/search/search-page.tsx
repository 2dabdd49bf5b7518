import {
  searchDocumentsRoute,
  searchPagesRoute,
  searchProductsRoute,
  searchSolutionsAndPagesRoute,
  searchSolutionsRoute,
} from '@airshop/domain/api/search-routes';
import type { Locale } from '@airshop/domain/i18n/locales';
import { missingKeyText } from '@airshop/domain/i18n/translation-text';
import type {
  SearchContentResult,
  SearchDocumentsResult,
  SearchFacet,
  SearchProductsResult,
  SearchSupertypeFacet,
} from '@airshop/domain/search/search';
import { SEARCH_QUERY_MAX } from '@airshop/domain/search/search-limits';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation, useRevalidator } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { type Translate, useTranslations } from '../../platform/i18n/use-translations.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { type DocumentLabels, documentLabels } from './document-labels.ts';
import { hitClick, sendSearchClick } from './search-beacon.ts';
import { countText, formatCount, formatNumber } from './search-counts.ts';
import type { SearchLoad } from './search-load.ts';
import styles from './search-page.module.css';
import { ContentList, DocumentTable, ProductList } from './search-results.tsx';
import {
  contentQuery,
  DOCUMENT_SORTS,
  documentQuery,
  FILTER_PARAMS,
  type FilterName,
  hasFilters,
  PRODUCT_SORTS,
  productQuery,
  readSearchState,
  type SearchPageSort,
  type SearchPageState,
  type SearchTab,
  SORT_BY_PARAM,
  searchStateQuery,
  toggleFilter,
  withoutFilters,
  withTab,
} from './search-url.ts';
import { useSearchList } from './use-search-list.ts';

/*
 * The search page /{locale}/search?q= and the document search page /{locale}/documents (issue 18 point 4): one
 * component, the document page being its documents tab alone. What is searched lives in the URL (search-url.ts);
 * each change is a navigation, so the back button undoes it and the address can be shared. The lists load in
 * the browser through the /searchapi/ calls; 'load more' asks the next page with Loaded.
 */

export type SearchPageMode = 'all' | 'documents';

type QuickLinks = readonly { id: string; href: string }[];

interface SearchPageProps {
  locale: Locale;
  mode: SearchPageMode;
  /** The URL's state, as the loader read it. */
  state: SearchPageState;
  /** The loader's first page of the shown tab and the tabs' counts. */
  load: SearchLoad;
  /** The Links list's QuickSearch entries: offered when nothing was typed or nothing was found. */
  quickSearch: QuickLinks;
}

export function SearchPage({ locale, mode, state: loaded, load, quickSearch }: SearchPageProps) {
  const t = useTranslations('search');
  const navigate = useNavigate();
  const defaultTab: SearchTab = mode === 'documents' ? 'documents' : 'products';
  // While a change of filter or sort loads, the controls show the state asked for (a box checked at once, and a
  // second change builds on the first), and the list the one before it, dimmed. What was asked is kept until the
  // loader's next answer (a new `load`); a navigation from elsewhere (back, a link) shows its target meanwhile.
  const [asked, setAsked] = useState<{ from: SearchLoad; state: SearchPageState } | null>(null);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending =
    navigation.location?.pathname === pathname
      ? readSearchState(new URLSearchParams(navigation.location.search), defaultTab)
      : undefined;
  const state =
    asked?.from === load
      ? asked.state
      : pending
        ? { ...pending, tab: mode === 'documents' ? ('documents' as const) : pending.tab }
        : loaded;
  const labels = useMemo(() => documentLabels(locale, t), [locale, t]);
  const go = (next: SearchPageState) => {
    setAsked({ from: load, state: next });
    navigate({ search: searchStateQuery(next, defaultTab) }, { preventScrollReset: true });
  };
  const { first } = load;
  const track = useSearchReport(load, loaded, locale);
  const common = { state, locale, t, go, quickSearch, listKey: load.key, defaultTab, track };

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{mode === 'documents' ? t('page/documentsTitle') : t('page/title')}</h1>
      {mode === 'documents' ? <p className={styles.intro}>{t('page/documentsIntro')}</p> : null}
      <SearchForm state={state} mode={mode} t={t} />
      {mode === 'all' && state.q !== '' ? (
        <TabNav state={state} counts={load.counts} t={t} locale={locale} defaultTab={defaultTab} />
      ) : null}
      {first.tab === 'start' ? (
        <StartHelp quickSearch={quickSearch} t={t} />
      ) : first.tab === 'failed' ? (
        <Failed t={t} />
      ) : first.tab === 'products' ? (
        <ProductsTab {...common} answer={first.answer} labels={labels} />
      ) : first.tab === 'documents' ? (
        <DocumentsTab {...common} answer={first.answer} labels={labels} />
      ) : (
        <ContentTab {...common} answer={first.answer} />
      )}
    </div>
  );
}

/**
 * Reports each search the page shows (TrackSearchClick with clicked false, empty when nothing matched) once per
 * query and tab, so the back office's insights count searches and their empty results, not only clicks. A
 * change of filter or sort is the same search: its clicks are reported under the search id reported first.
 */
function useSearchReport(load: SearchLoad, state: SearchPageState, locale: Locale) {
  const reported = useRef<{ key: string; searchId: string } | null>(null);
  const key = `${locale}|${state.tab}|${state.q}`;
  const first = load.first;
  const answer = 'answer' in first ? first.answer : undefined;
  useEffect(() => {
    if (!answer || state.q === '' || reported.current?.key === key) return;
    reported.current = { key, searchId: answer.SearchId };
    sendSearchClick({
      query: answer.Query,
      hitId: null,
      searchId: answer.SearchId,
      clicked: false,
      empty: answer.TotalMatching === 0,
      language: locale,
    });
  }, [answer, key, state.q, locale]);
  return (hit: { SearchId: string; Query: string }) => ({
    SearchId: reported.current?.key === key ? reported.current.searchId : hit.SearchId,
    Query: hit.Query,
  });
}

function Failed({ t }: { t: Translate }) {
  const revalidator = useRevalidator();
  return (
    <Notice tone="error" title={t('results/failedTitle')}>
      <p>{t('results/failed')}</p>
      <Button variant="secondary" size="sm" onClick={() => void revalidator.revalidate()}>
        {t('results/retry')}
      </Button>
    </Notice>
  );
}

function SearchForm({ state, mode, t }: { state: SearchPageState; mode: SearchPageMode; t: Translate }) {
  const inputId = useId();
  return (
    <Form method="get" role="search" className={styles.form} key={state.q}>
      <label htmlFor={inputId} className={styles.formLabel}>
        {mode === 'documents' ? t('page/documentsLabel') : t('page/label')}
      </label>
      <div className={styles.formRow}>
        <span className={styles.field}>
          <Icon name="search" size={20} className={styles.fieldIcon} />
          <input
            id={inputId}
            name="q"
            type="search"
            defaultValue={state.q}
            maxLength={SEARCH_QUERY_MAX}
            autoComplete="off"
            enterKeyHint="search"
            className={styles.input}
          />
        </span>
        {mode === 'all' && state.tab !== 'products' ? (
          <input type="hidden" name="tab" value={state.tab} />
        ) : null}
        <Button type="submit">{t('page/submit')}</Button>
      </div>
    </Form>
  );
}

/** The tabs are links: each is an address of its own, so the back button and a shared link keep the tab. */
function TabNav({
  state,
  counts,
  t,
  locale,
  defaultTab,
}: {
  state: SearchPageState;
  counts: SearchLoad['counts'];
  t: Translate;
  locale: Locale;
  defaultTab: SearchTab;
}) {
  const tabs: SearchTab[] = ['products', 'documents', 'content'];
  return (
    <nav aria-label={t('page/tabs')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={{ search: searchStateQuery(withTab(withoutFilters(state), tab), defaultTab) }}
              aria-current={state.tab === tab ? 'page' : undefined}
              className={styles.tab}
              preventScrollReset
              data-tab={tab}
            >
              {t(`tab/${tab}`)}
              {counts ? <span className={styles.tabCount}>{formatCount(counts[tab], locale)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface TabProps {
  state: SearchPageState;
  locale: Locale;
  t: Translate;
  go(state: SearchPageState): void;
  quickSearch: QuickLinks;
  listKey: string;
  defaultTab: SearchTab;
  /** The answer as its clicks report it: tied to the search the page reported (see useSearchReport). */
  track(answer: { SearchId: string; Query: string }): { SearchId: string; Query: string };
}

function ProductsTab({
  defaultTab,
  state,
  locale,
  t,
  labels,
  go,
  quickSearch,
  listKey,
  answer,
  track,
}: TabProps & { labels: DocumentLabels; answer: SearchProductsResult }) {
  const list = useSearchList(
    listKey,
    {
      hits: answer.Hits,
      total: answer.TotalMatching,
      moreMatching: answer.MoreMatching === true,
      next: answer.Hits.length,
    },
    async (loaded, signal) => {
      const page = await callApi(
        searchProductsRoute,
        { query: { ...productQuery(state, loaded), Lang: locale } },
        { signal },
      );
      return {
        hits: page.Hits,
        total: page.TotalMatching,
        moreMatching: page.MoreMatching === true,
        next: loaded + page.Hits.length,
      };
    },
  );
  const facets = (
    <Facets t={t} state={state} defaultTab={defaultTab}>
      <FacetGroup
        legend={t('facet/category')}
        facets={answer.Facets.Categories}
        label={(facet) => facet.Label}
        onToggle={(value) => go(toggleFilter(state, 'categories', value))}
        selected={state.categories}
        name="categories"
      />
      <FacetGroup
        legend={t('facet/productType')}
        facets={answer.Facets.ProductTypes}
        label={(facet) => labels.productType(facet.Value, facet.Label)}
        onToggle={(value) => go(toggleFilter(state, 'productTypes', value))}
        selected={state.productTypes}
        name="productTypes"
      />
    </Facets>
  );
  return (
    <Results
      defaultTab={defaultTab}
      list={list}
      state={state}
      locale={locale}
      t={t}
      go={go}
      facets={facets}
      sorts={PRODUCT_SORTS}
      heading={t('results/products')}
      quickSearch={quickSearch}
      suggestions={answer.Suggestions}
    >
      <ProductList
        hits={list.hits}
        showPrices={answer.ShowPrices}
        locale={locale}
        t={t}
        onHit={(hitId) => sendSearchClick(hitClick(track(answer), hitId, locale))}
      />
    </Results>
  );
}

function DocumentsTab({
  defaultTab,
  state,
  locale,
  t,
  labels,
  go,
  quickSearch,
  listKey,
  answer,
  track,
}: TabProps & { labels: DocumentLabels; answer: SearchDocumentsResult }) {
  const list = useSearchList(
    listKey,
    {
      hits: answer.Hits,
      total: answer.TotalMatching,
      moreMatching: answer.MoreMatching === true,
      next: answer.Hits.length,
    },
    async (loaded, signal) => {
      const page = await callApi(
        searchDocumentsRoute,
        { query: { ...documentQuery(state, loaded), Lang: locale } },
        { signal },
      );
      return {
        hits: page.Hits,
        total: page.TotalMatching,
        moreMatching: page.MoreMatching === true,
        next: loaded + page.Hits.length,
      };
    },
  );
  const hitIds = new Map(list.hits.map((hit) => [hit.Document.Id, hit.HitId]));
  const onSort = (sort: SearchPageSort) => {
    const natural = sort === 'date' ? 'desc' : 'asc';
    const current = state.sort === sort ? (state.order ?? natural) : undefined;
    const order = current === undefined ? natural : current === 'asc' ? 'desc' : 'asc';
    go({ ...state, sort, order });
  };
  const facets = (
    <Facets t={t} state={state} defaultTab={defaultTab}>
      <FacetGroup
        legend={t('facet/language')}
        facets={answer.Facets.Languages}
        label={(facet) => labels.language(facet.Value)}
        onToggle={(value) => go(toggleFilter(state, 'languages', value))}
        selected={state.languages}
        name="languages"
      />
      <FacetGroup
        legend={t('facet/status')}
        facets={answer.Facets.Statuses}
        label={(facet) => labels.status(facet.Value)}
        onToggle={(value) => go(toggleFilter(state, 'statuses', value))}
        selected={state.statuses}
        name="statuses"
      />
      <SupertypeFacets
        legend={t('facet/documentType')}
        facets={answer.Facets.Supertypes}
        labels={labels}
        onToggle={(value) => go(toggleFilter(state, 'documentTypes', value))}
        selected={state.documentTypes}
      />
    </Facets>
  );
  const recent = answer.RecentlyViewedDocuments;
  const recentId = useId();
  return (
    <>
      <Results
        defaultTab={defaultTab}
        list={list}
        state={state}
        locale={locale}
        t={t}
        go={go}
        facets={facets}
        sorts={DOCUMENT_SORTS}
        heading={t('results/documents')}
        quickSearch={quickSearch}
        suggestions={answer.Suggestions}
      >
        <div className={styles.tableWrap}>
          <DocumentTable
            documents={list.hits.map((hit) => hit.Document)}
            hitIds={hitIds}
            labels={labels}
            sort={state.sort}
            order={state.order}
            onSort={onSort}
            t={t}
            onHit={(hitId) => {
              if (hitId) sendSearchClick(hitClick(track(answer), hitId, locale));
            }}
            caption={countText(t, 'results/documentsCaption', { count: list.total, more: list.moreMatching })}
          />
        </div>
      </Results>
      {recent.length > 0 ? (
        <section className={styles.recent} aria-labelledby={recentId}>
          <h2 id={recentId} className={styles.sectionTitle}>
            {t('recent/title')}
          </h2>
          <div className={styles.tableWrap}>
            <DocumentTable
              documents={recent}
              labels={labels}
              t={t}
              onHit={() => {}}
              caption={t('recent/caption')}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}

function ContentTab({
  defaultTab,
  state,
  locale,
  t,
  go,
  quickSearch,
  listKey,
  answer,
  track,
}: TabProps & { answer: SearchContentResult }) {
  const route =
    state.kind === 'solutions'
      ? searchSolutionsRoute
      : state.kind === 'pages'
        ? searchPagesRoute
        : searchSolutionsAndPagesRoute;
  const list = useSearchList(
    listKey,
    {
      hits: answer.Hits,
      total: answer.TotalMatching,
      moreMatching: false,
      next: answer.SolutionsLoaded + answer.PagesLoaded,
    },
    async (loaded, signal) => {
      const page = await callApi(
        route,
        { query: { ...contentQuery(state, loaded), Lang: locale } },
        { signal },
      );
      return {
        hits: page.Hits,
        total: page.TotalMatching,
        moreMatching: false,
        next: page.SolutionsLoaded + page.PagesLoaded,
      };
    },
  );
  const kinds = ['all', 'solutions', 'pages'] as const;
  const kindId = useId();
  const filters = (
    <nav className={styles.facet} aria-labelledby={kindId}>
      <p id={kindId} className={styles.facetLegend}>
        {t('facet/contentKind')}
      </p>
      <ul className={styles.kindList}>
        {kinds.map((kind) => (
          <li key={kind}>
            <Link
              to={{ search: searchStateQuery({ ...state, kind }) }}
              aria-current={state.kind === kind ? 'true' : undefined}
              className={styles.kindLink}
              preventScrollReset
            >
              {t(`contentKind/${kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <Results
      defaultTab={defaultTab}
      list={list}
      state={state}
      locale={locale}
      t={t}
      go={go}
      facets={filters}
      sorts={[]}
      heading={t('results/content')}
      quickSearch={quickSearch}
      suggestions={answer.Suggestions}
    >
      <ContentList
        hits={list.hits}
        locale={locale}
        t={t}
        onHit={(hitId) => sendSearchClick(hitClick(track(answer), hitId, locale))}
      />
    </Results>
  );
}

/** The frame of a tab's list: its filters, the count and sort, the states, 'load more'. */
function Results({
  list,
  state,
  locale,
  t,
  go,
  facets,
  sorts,
  heading,
  quickSearch,
  suggestions,
  children,
  defaultTab,
}: {
  list: {
    hits: readonly unknown[];
    total: number;
    moreMatching: boolean;
    canLoadMore: boolean;
    more: 'idle' | 'loading' | 'failed';
    loadMore(): void;
  };
  state: SearchPageState;
  locale: Locale;
  t: Translate;
  go(state: SearchPageState): void;
  facets: ReactNode;
  sorts: readonly SearchPageSort[];
  heading: string;
  quickSearch: QuickLinks;
  suggestions: readonly string[];
  children: ReactNode;
  defaultTab: SearchTab;
}) {
  const sortId = useId();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // A filter, sort or tab changed: the list stays, dimmed, until the new one arrives.
  const busy = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  const natural = state.sort === 'date' ? 'desc' : 'asc';
  const sortValue =
    state.sort === 'relevance'
      ? 'relevance'
      : `${state.sort}:${state.order === undefined || state.order === natural ? 'natural' : state.order}`;
  const sortOptions = sorts.flatMap((sort) =>
    sort === 'relevance'
      ? [{ value: 'relevance', label: t('sort/relevance') }]
      : [
          { value: `${sort}:natural`, label: t(`sort/${sort}`) },
          { value: `${sort}:${sort === 'date' ? 'asc' : 'desc'}`, label: t(`sort/${sort}Reverse`) },
        ],
  );
  const empty = list.total === 0;
  const total = { count: list.total, more: list.moreMatching };
  const shown = { shown: formatNumber(list.hits.length, locale), total: formatNumber(list.total, locale) };
  return (
    <div className={styles.layout} data-empty={empty && !hasFilters(state) ? '' : undefined}>
      <div className={styles.side}>{empty && !hasFilters(state) ? null : facets}</div>
      <section
        className={styles.main}
        aria-labelledby={`${sortId}-heading`}
        aria-busy={busy}
        data-busy={busy}
      >
        <div className={styles.toolbar}>
          <h2 id={`${sortId}-heading`} className={styles.resultsHeading}>
            {heading}
            <span className={styles.count}> {countText(t, 'results/count', total)}</span>
          </h2>
          {sortOptions.length > 1 && !empty ? (
            <form method="get" className={styles.sort}>
              <KeptParams
                query={searchStateQuery({ ...state, sort: 'relevance', order: undefined }, defaultTab)}
              />
              <label htmlFor={sortId}>{t('sort/label')}</label>
              <select
                id={sortId}
                name={SORT_BY_PARAM}
                value={sortValue}
                className={styles.select}
                data-sort=""
                onChange={(event) => {
                  const [sort, order] = event.currentTarget.value.split(':') as [
                    SearchPageSort,
                    string | undefined,
                  ];
                  go({ ...state, sort, order: order === 'asc' || order === 'desc' ? order : undefined });
                }}
              >
                {sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <noscript>
                <Button type="submit" variant="secondary" size="sm">
                  {t('facet/apply')}
                </Button>
              </noscript>
            </form>
          ) : null}
        </div>
        {hasFilters(state) && !empty ? (
          <p className={styles.filtersNote}>
            <button type="button" className={styles.linkButton} onClick={() => go(withoutFilters(state))}>
              {t('facet/clear')}
            </button>
          </p>
        ) : null}
        {empty ? (
          <NoResults state={state} t={t} go={go} quickSearch={quickSearch} suggestions={suggestions} />
        ) : (
          <>
            {children}
            <div className={styles.more}>
              <p className={styles.shown} aria-live="polite">
                {t(list.moreMatching ? 'results/shownMore' : 'results/shown', shown)}
              </p>
              {list.canLoadMore ? (
                <Button variant="secondary" onClick={list.loadMore} disabled={list.more === 'loading'}>
                  {list.more === 'loading' ? t('results/loadingMore') : t('results/loadMore')}
                </Button>
              ) : null}
              {list.more === 'failed' ? (
                <p role="alert" className={styles.error}>
                  {t('results/moreFailed')}
                </p>
              ) : null}
              {list.moreMatching && !list.canLoadMore ? (
                <p className={styles.capped} data-capped="">
                  {t('results/capped', { count: list.hits.length })}
                </p>
              ) : null}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function NoResults({
  state,
  t,
  go,
  quickSearch,
  suggestions,
}: {
  state: SearchPageState;
  t: Translate;
  go(state: SearchPageState): void;
  quickSearch: readonly { id: string; href: string }[];
  suggestions: readonly string[];
}) {
  return (
    <div className={styles.empty} data-no-results="">
      <p className={styles.emptyTitle}>
        {state.q ? t('empty/title', { query: state.q }) : t('empty/titleNoQuery')}
      </p>
      {suggestions.length > 0 ? (
        <p>
          {t('empty/didYouMean')}{' '}
          {suggestions.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 ? ', ' : null}
              <Link to={{ search: searchStateQuery({ ...withoutFilters(state), q: suggestion }) }}>
                {suggestion}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
      <ul className={styles.tips}>
        {hasFilters(state) ? (
          <li>
            <button type="button" className={styles.linkButton} onClick={() => go(withoutFilters(state))}>
              {t('empty/clearFilters')}
            </button>
          </li>
        ) : null}
        <li>{t('empty/tipSpelling')}</li>
        <li>{t('empty/tipCode')}</li>
        <li>{t('empty/tipOtherTab')}</li>
      </ul>
      <QuickSearch quickSearch={quickSearch} t={t} />
    </div>
  );
}

function StartHelp({
  quickSearch,
  t,
}: {
  quickSearch: readonly { id: string; href: string }[];
  t: Translate;
}) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('start/title')}</p>
      <p>{t('start/text')}</p>
      <QuickSearch quickSearch={quickSearch} t={t} />
    </div>
  );
}

function QuickSearch({
  quickSearch,
  t,
}: {
  quickSearch: readonly { id: string; href: string }[];
  t: Translate;
}) {
  if (quickSearch.length === 0) return null;
  return (
    <nav aria-label={t('quick/label')} className={styles.quick}>
      <p className={styles.quickTitle}>{t('quick/title')}</p>
      <ul className={styles.quickList}>
        {quickSearch.map((link) => {
          // The Links list names the searches; its hrefs hold English words, which find nothing in another
          // language's texts, so the query is the name in the page's language, as the chip says.
          const id = `quick/${link.id}`;
          const label = t(id);
          const words =
            label === missingKeyText(id) ? new URL(link.href, 'http://x').searchParams.get('q') : label;
          return (
            <li key={link.id}>
              <Link to={{ search: `?q=${encodeURIComponent(words ?? label)}` }} className={styles.chip}>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The filters: a column beside the list on wide screens, a disclosure above it on phones. */
/**
 * The facets are a GET form: with script a box navigates at once (`go`); without it, or before it has loaded, the
 * boxes are submitted with Apply, and the hidden fields keep the query, tab and sort.
 */
function Facets({
  t,
  state,
  defaultTab,
  children,
}: {
  t: Translate;
  state: SearchPageState;
  defaultTab: SearchTab;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <form method="get" className={styles.facets} aria-label={t('facet/toggle')}>
      <KeptParams query={searchStateQuery(withoutFilters(state), defaultTab)} />
      <button
        type="button"
        className={styles.facetsToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="settings" size={18} />
        {t('facet/toggle')}
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size={18} />
      </button>
      <div id={panelId} className={styles.facetsPanel} data-open={open}>
        {children}
        <noscript>
          <Button type="submit" variant="secondary" size="sm">
            {t('facet/apply')}
          </Button>
        </noscript>
      </div>
    </form>
  );
}

/** The parameters of a query string as hidden fields, so a GET form without script keeps them. */
function KeptParams({ query }: { query: string }) {
  return (
    <>
      {[...new URLSearchParams(query)].map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat; its place is its identity
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function FacetGroup({
  legend,
  facets,
  label,
  onToggle,
  selected,
  name,
}: {
  legend: string;
  facets: readonly SearchFacet[];
  label(facet: SearchFacet): string;
  onToggle(value: string): void;
  /** The values the URL (or the navigation under way) holds. */
  selected: readonly string[];
  name: FilterName;
}) {
  if (facets.length === 0) return null;
  return (
    <fieldset className={styles.facet} data-facet={name}>
      <legend className={styles.facetLegend}>{legend}</legend>
      {facets.map((facet) => (
        <Checkbox
          key={facet.Value}
          name={FILTER_PARAMS[name]}
          value={facet.Value}
          checked={selected.includes(facet.Value)}
          onChange={() => onToggle(facet.Value)}
          label={
            <span>
              <span>{label(facet)}</span>
              <span className={styles.facetCount}>{facet.Count}</span>
            </span>
          }
        />
      ))}
    </fieldset>
  );
}

function SupertypeFacets({
  legend,
  facets,
  labels,
  onToggle,
  selected,
}: {
  legend: string;
  facets: readonly SearchSupertypeFacet[];
  labels: DocumentLabels;
  onToggle(value: string): void;
  selected: readonly string[];
}) {
  if (facets.length === 0) return null;
  return (
    <fieldset className={styles.facet} data-facet="documentTypes">
      <legend className={styles.facetLegend}>{legend}</legend>
      {facets.map((supertype) => (
        <div key={supertype.Value} className={styles.supertype}>
          <Checkbox
            name={FILTER_PARAMS.documentTypes}
            value={supertype.Value}
            checked={selected.includes(supertype.Value)}
            onChange={() => onToggle(supertype.Value)}
            label={
              <span>
                <span>{labels.supertype(supertype.Value, supertype.Label)}</span>
                <span className={styles.facetCount}>{supertype.Count}</span>
              </span>
            }
          />
          {supertype.Types.length > 1 ? (
            <div className={styles.subtypes}>
              {supertype.Types.map((type) => (
                <Checkbox
                  key={type.Value}
                  name={FILTER_PARAMS.documentTypes}
                  value={type.Value}
                  checked={selected.includes(type.Value)}
                  onChange={() => onToggle(type.Value)}
                  label={
                    <span>
                      <span>{labels.typeKey(type.Value, type.Label)}</span>
                      <span className={styles.facetCount}>{type.Count}</span>
                    </span>
                  }
                />
              ))}
            </div>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
