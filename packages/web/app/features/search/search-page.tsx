import {
  instantSearchRoute,
  searchDocumentsRoute,
  searchPagesRoute,
  searchProductsRoute,
  searchSolutionsAndPagesRoute,
  searchSolutionsRoute,
} from '@airshop/domain/api/search-routes';
import type { Locale } from '@airshop/domain/i18n/locales';
import type {
  ContentHit,
  DocumentHit,
  ProductHit,
  SearchContentResult,
  SearchDocumentsResult,
  SearchFacet,
  SearchProductsResult,
  SearchSupertypeFacet,
} from '@airshop/domain/search/search';
import { SEARCH_QUERY_MAX } from '@airshop/domain/search/search-limits';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Form, Link, useNavigate, useSearchParams } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { type Translate, useTranslations } from '../../platform/i18n/use-translations.ts';
import { useApiData } from '../../platform/use-api-data.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Icon } from '../../ui/icon.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { type DocumentLabels, documentLabels } from './document-labels.ts';
import { hitClick, sendSearchClick } from './search-beacon.ts';
import styles from './search-page.module.css';
import { ContentList, DocumentTable, ProductList } from './search-results.tsx';
import {
  contentQuery,
  DOCUMENT_SORTS,
  documentQuery,
  type FilterName,
  hasFilters,
  PRODUCT_SORTS,
  productQuery,
  readSearchState,
  type SearchPageSort,
  type SearchPageState,
  type SearchTab,
  searchStateQuery,
  toggleFilter,
  withoutFilters,
  withTab,
} from './search-url.ts';
import { type SearchList, useSearchList } from './use-search-list.ts';

/*
 * The search page /{locale}/search?q= and the document search page /{locale}/documents (issue 18 point 4): one
 * component, the document page being its documents tab alone. What is searched lives in the URL (search-url.ts);
 * each change is a navigation, so the back button undoes it and the address can be shared. The lists load in
 * the browser through the /searchapi/ calls; 'load more' asks the next page with Loaded.
 */

export type SearchPageMode = 'all' | 'documents';

interface SearchPageProps {
  locale: Locale;
  mode: SearchPageMode;
  /** The Links list's QuickSearch entries: offered when nothing was typed or nothing was found. */
  quickSearch: readonly { id: string; href: string }[];
}

export function SearchPage({ locale, mode, quickSearch }: SearchPageProps) {
  const t = useTranslations('search');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const defaultTab: SearchTab = mode === 'documents' ? 'documents' : 'products';
  const state = readSearchState(params, defaultTab);
  if (mode === 'documents') state.tab = 'documents';
  const labels = useMemo(() => documentLabels(locale, t), [locale, t]);
  const go = (next: SearchPageState) =>
    navigate({ search: searchStateQuery(next, defaultTab) }, { preventScrollReset: true });
  const headingId = useId();

  return (
    <div className={`container ${styles.page}`}>
      <h1 id={headingId} className={styles.title}>
        {mode === 'documents' ? t('page/documentsTitle') : t('page/title')}
      </h1>
      {mode === 'documents' ? <p className={styles.intro}>{t('page/documentsIntro')}</p> : null}
      <SearchForm state={state} mode={mode} t={t} />
      {mode === 'all' && state.q !== '' ? (
        <TabNav state={state} locale={locale} t={t} defaultTab={defaultTab} />
      ) : null}
      {mode === 'all' && state.q === '' ? (
        <StartHelp quickSearch={quickSearch} t={t} />
      ) : state.tab === 'products' ? (
        <ProductsTab state={state} locale={locale} t={t} labels={labels} go={go} quickSearch={quickSearch} />
      ) : state.tab === 'documents' ? (
        <DocumentsTab state={state} locale={locale} t={t} labels={labels} go={go} quickSearch={quickSearch} />
      ) : (
        <ContentTab state={state} locale={locale} t={t} go={go} quickSearch={quickSearch} />
      )}
    </div>
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

/** How many of each kind match, from one instant-search call, for the tabs' labels. */
function TabNav({
  state,
  locale,
  t,
  defaultTab,
}: {
  state: SearchPageState;
  locale: Locale;
  t: Translate;
  defaultTab: SearchTab;
}) {
  const { result } = useApiData(`${locale}|${state.q}`, (signal) =>
    callApi(instantSearchRoute, { query: { Query: state.q, Size: 1, Lang: locale } }, { signal }),
  );
  const counts =
    result.state === 'ready' && result.data
      ? {
          products: result.data.Products.TotalMatching,
          documents: result.data.Documents.TotalMatching,
          content:
            result.data.SolutionsAndPages.SolutionsMatching + result.data.SolutionsAndPages.PagesMatching,
        }
      : undefined;
  const tabs: SearchTab[] = ['products', 'documents', 'content'];
  return (
    <nav aria-label={t('page/tabs')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => {
          const current = state.tab === tab;
          return (
            <li key={tab}>
              <Link
                to={{ search: searchStateQuery(withTab(withoutFilters(state), tab), defaultTab) }}
                aria-current={current ? 'page' : undefined}
                className={styles.tab}
                preventScrollReset
              >
                {t(`tab/${tab}`)}
                {counts ? <span className={styles.tabCount}>{counts[tab]}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface TabProps {
  state: SearchPageState;
  locale: Locale;
  t: Translate;
  go(state: SearchPageState): void;
  quickSearch: readonly { id: string; href: string }[];
}

function ProductsTab({ state, locale, t, labels, go, quickSearch }: TabProps & { labels: DocumentLabels }) {
  const key = `${locale}|${searchStateQuery(state)}`;
  const { list, loadMore, reload } = useSearchList<SearchProductsResult, ProductHit>(
    key,
    async (loaded, signal) => {
      const answer = await callApi(
        searchProductsRoute,
        { query: { ...productQuery(state, loaded), Lang: locale } },
        { signal },
      );
      return { answer, hits: answer.Hits, total: answer.TotalMatching, next: loaded + answer.Hits.length };
    },
  );
  const facets =
    list.state === 'ready' ? (
      <Facets t={t}>
        <FacetGroup
          legend={t('facet/category')}
          facets={list.first.Facets.Categories}
          label={(facet) => facet.Label}
          onToggle={(value) => go(toggleFilter(state, 'categories', value))}
          name="categories"
        />
        <FacetGroup
          legend={t('facet/productType')}
          facets={list.first.Facets.ProductTypes}
          label={(facet) => labels.productType(facet.Value, facet.Label)}
          onToggle={(value) => go(toggleFilter(state, 'productTypes', value))}
          name="productTypes"
        />
      </Facets>
    ) : null;
  return (
    <Results
      list={list}
      state={state}
      t={t}
      go={go}
      facets={facets}
      sorts={PRODUCT_SORTS}
      reload={reload}
      loadMore={loadMore}
      heading={t('results/products')}
      quickSearch={quickSearch}
      suggestions={list.state === 'ready' ? list.first.Suggestions : []}
    >
      {list.state === 'ready' ? (
        <ProductList
          hits={list.hits}
          showPrices={list.first.ShowPrices}
          locale={locale}
          t={t}
          onHit={(hitId) => sendSearchClick(hitClick(list.first, hitId, locale))}
        />
      ) : null}
    </Results>
  );
}

function DocumentsTab({ state, locale, t, labels, go, quickSearch }: TabProps & { labels: DocumentLabels }) {
  const key = `${locale}|${searchStateQuery(state)}`;
  const { list, loadMore, reload } = useSearchList<SearchDocumentsResult, DocumentHit>(
    key,
    async (loaded, signal) => {
      const answer = await callApi(
        searchDocumentsRoute,
        { query: { ...documentQuery(state, loaded), Lang: locale } },
        { signal },
      );
      return { answer, hits: answer.Hits, total: answer.TotalMatching, next: loaded + answer.Hits.length };
    },
  );
  const hitIds = useMemo(
    () => new Map(list.state === 'ready' ? list.hits.map((hit) => [hit.Document.Id, hit.HitId]) : []),
    [list],
  );
  const onSort = (sort: SearchPageSort) => {
    const natural = sort === 'date' ? 'desc' : 'asc';
    const current = state.sort === sort ? (state.order ?? natural) : undefined;
    const order = current === undefined ? natural : current === 'asc' ? 'desc' : 'asc';
    go({ ...state, sort, order });
  };
  const facets =
    list.state === 'ready' ? (
      <Facets t={t}>
        <FacetGroup
          legend={t('facet/language')}
          facets={list.first.Facets.Languages}
          label={(facet) => labels.language(facet.Value)}
          onToggle={(value) => go(toggleFilter(state, 'languages', value))}
          name="languages"
        />
        <FacetGroup
          legend={t('facet/status')}
          facets={list.first.Facets.Statuses}
          label={(facet) => labels.status(facet.Value)}
          onToggle={(value) => go(toggleFilter(state, 'statuses', value))}
          name="statuses"
        />
        <SupertypeFacets
          legend={t('facet/documentType')}
          facets={list.first.Facets.Supertypes}
          labels={labels}
          onToggle={(value) => go(toggleFilter(state, 'documentTypes', value))}
        />
      </Facets>
    ) : null;
  const recent = list.state === 'ready' ? list.first.RecentlyViewedDocuments : [];
  const onHit = (hitId: string | undefined) => {
    if (hitId && list.state === 'ready') sendSearchClick(hitClick(list.first, hitId, locale));
  };
  return (
    <>
      <Results
        list={list}
        state={state}
        t={t}
        go={go}
        facets={facets}
        sorts={DOCUMENT_SORTS}
        reload={reload}
        loadMore={loadMore}
        heading={t('results/documents')}
        quickSearch={quickSearch}
        suggestions={list.state === 'ready' ? list.first.Suggestions : []}
      >
        {list.state === 'ready' ? (
          <div className={styles.tableWrap}>
            <DocumentTable
              documents={list.hits.map((hit) => hit.Document)}
              hitIds={hitIds}
              labels={labels}
              sort={state.sort}
              order={state.order}
              onSort={onSort}
              t={t}
              onHit={onHit}
              caption={t('results/documentsCaption', { count: list.total })}
            />
          </div>
        ) : null}
      </Results>
      {recent.length > 0 ? (
        <section className={styles.recent} aria-labelledby="recently-viewed">
          <h2 id="recently-viewed" className={styles.sectionTitle}>
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

function ContentTab({ state, locale, t, go, quickSearch }: TabProps) {
  const key = `${locale}|${searchStateQuery(state)}`;
  const route =
    state.kind === 'solutions'
      ? searchSolutionsRoute
      : state.kind === 'pages'
        ? searchPagesRoute
        : searchSolutionsAndPagesRoute;
  const { list, loadMore, reload } = useSearchList<SearchContentResult, ContentHit>(
    key,
    async (loaded, signal) => {
      const answer = await callApi(
        route,
        { query: { ...contentQuery(state, loaded), Lang: locale } },
        { signal },
      );
      return {
        answer,
        hits: answer.Hits,
        total: answer.TotalMatching,
        next: answer.SolutionsLoaded + answer.PagesLoaded,
      };
    },
  );
  const kinds = ['all', 'solutions', 'pages'] as const;
  const filters = (
    <div className={styles.facets}>
      <fieldset className={styles.facet}>
        <legend className={styles.facetLegend}>{t('facet/contentKind')}</legend>
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
      </fieldset>
    </div>
  );
  return (
    <Results
      list={list}
      state={state}
      t={t}
      go={go}
      facets={filters}
      sorts={[]}
      reload={reload}
      loadMore={loadMore}
      heading={t('results/content')}
      quickSearch={quickSearch}
      suggestions={list.state === 'ready' ? list.first.Suggestions : []}
    >
      {list.state === 'ready' ? (
        <ContentList
          hits={list.hits}
          locale={locale}
          t={t}
          onHit={(hitId) => sendSearchClick(hitClick(list.first, hitId, locale))}
        />
      ) : null}
    </Results>
  );
}

/** The frame of a tab's list: its filters, the count and sort, the states, 'load more'. */
function Results<Answer, Hit>({
  list,
  state,
  t,
  go,
  facets,
  sorts,
  reload,
  loadMore,
  heading,
  quickSearch,
  suggestions,
  children,
}: {
  list: SearchList<Answer, Hit>;
  state: SearchPageState;
  t: Translate;
  go(state: SearchPageState): void;
  facets: ReactNode;
  sorts: readonly SearchPageSort[];
  reload(): void;
  loadMore(): void;
  heading: string;
  quickSearch: readonly { id: string; href: string }[];
  suggestions: readonly string[];
  children: ReactNode;
}) {
  const sortId = useId();
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
  return (
    <div className={styles.layout} aria-busy={list.state === 'loading'}>
      <div className={styles.side}>{facets}</div>
      <section className={styles.main} aria-labelledby={`${sortId}-heading`}>
        <div className={styles.toolbar}>
          <h2 id={`${sortId}-heading`} className={styles.resultsHeading} aria-live="polite">
            {heading}
            {list.state === 'ready' ? (
              <span className={styles.count}> {t('results/count', { count: list.total })}</span>
            ) : null}
          </h2>
          {sortOptions.length > 1 ? (
            <span className={styles.sort}>
              <label htmlFor={sortId}>{t('sort/label')}</label>
              <select
                id={sortId}
                value={sortValue}
                className={styles.select}
                onChange={(event) => {
                  const [sort, order] = event.currentTarget.value.split(':') as [
                    SearchPageSort,
                    string | undefined,
                  ];
                  go({
                    ...state,
                    sort,
                    order: order === 'asc' || order === 'desc' ? order : undefined,
                  });
                }}
              >
                {sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </span>
          ) : null}
        </div>
        {hasFilters(state) ? (
          <p className={styles.filtersNote}>
            <button type="button" className={styles.linkButton} onClick={() => go(withoutFilters(state))}>
              {t('facet/clear')}
            </button>
          </p>
        ) : null}
        {list.state === 'loading' ? (
          <Skeleton lines={6} label={t('results/loading')} />
        ) : list.state === 'failed' ? (
          <Notice tone="error" title={t('results/failedTitle')}>
            <p>{t('results/failed')}</p>
            <Button variant="secondary" size="sm" onClick={reload}>
              {t('results/retry')}
            </Button>
          </Notice>
        ) : list.total === 0 ? (
          <NoResults state={state} t={t} go={go} quickSearch={quickSearch} suggestions={suggestions} />
        ) : (
          <>
            {children}
            <div className={styles.more}>
              <p className={styles.shown}>
                {t('results/shown', { shown: list.hits.length, total: list.total })}
              </p>
              {list.hits.length < list.total ? (
                <Button variant="secondary" onClick={loadMore} disabled={list.more === 'loading'}>
                  {list.more === 'loading' ? t('results/loadingMore') : t('results/loadMore')}
                </Button>
              ) : null}
              {list.more === 'failed' ? (
                <p role="alert" className={styles.error}>
                  {t('results/moreFailed')}
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
        {quickSearch.map((link) => (
          <li key={link.id}>
            <Link to={link.href} className={styles.chip}>
              {t(`quick/${link.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The filters: a column beside the list on wide screens, a disclosure above it on phones. */
function Facets({ t, children }: { t: Translate; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.facets}>
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
      </div>
    </div>
  );
}

function FacetGroup({
  legend,
  facets,
  label,
  onToggle,
  name,
}: {
  legend: string;
  facets: readonly SearchFacet[];
  label(facet: SearchFacet): string;
  onToggle(value: string): void;
  name: FilterName;
}) {
  if (facets.length === 0) return null;
  return (
    <fieldset className={styles.facet} data-facet={name}>
      <legend className={styles.facetLegend}>{legend}</legend>
      {facets.map((facet) => (
        <Checkbox
          key={facet.Value}
          checked={facet.Selected}
          onChange={() => onToggle(facet.Value)}
          label={
            <span className={styles.facetLabel}>
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
}: {
  legend: string;
  facets: readonly SearchSupertypeFacet[];
  labels: DocumentLabels;
  onToggle(value: string): void;
}) {
  if (facets.length === 0) return null;
  return (
    <fieldset className={styles.facet} data-facet="documentTypes">
      <legend className={styles.facetLegend}>{legend}</legend>
      {facets.map((supertype) => (
        <div key={supertype.Value} className={styles.supertype}>
          <Checkbox
            checked={supertype.Selected}
            onChange={() => onToggle(supertype.Value)}
            label={
              <span className={styles.facetLabel}>
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
                  checked={type.Selected}
                  onChange={() => onToggle(type.Value)}
                  label={
                    <span className={styles.facetLabel}>
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
