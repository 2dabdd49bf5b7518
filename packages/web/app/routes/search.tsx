import { parseLocale } from '@airshop/domain/i18n/locales';
import { loadSearch } from '../features/search/load-search.server.ts';
import { SearchPage } from '../features/search/search-page.tsx';
import { readSearchState } from '../features/search/search-url.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/search';

/**
 * /{locale}/search?q= (issue 18 point 4, ADR 0072): products, documents, and solutions and pages as tabs, with
 * facets, sorting and 'load more', all in the URL. The loader searches in-process, so the first hits are in the
 * server-rendered page and a change of filter or sort is one loader request; 'load more' asks the /searchapi/
 * calls. Prices show only for viewers who may see them (the search module asks the commerce home).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  const state = readSearchState(new URL(request.url).searchParams, 'products');
  const [translations, links, load] = await Promise.all([
    loadTranslations(services, ['search']),
    services.links.all(),
    loadSearch(services.search, state, locale, true),
  ]);
  return {
    locale,
    state,
    load,
    translations,
    quickSearch: links.QuickSearch.map((link) => ({ id: link.Id, href: link.Href })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const q = loaderData?.state.q;
  const title = metaText(loaderData, 'search', 'page/title') ?? 'Search';
  return [{ title: `${q ? `${q} – ` : ''}${title} | Airshop` }, { name: 'robots', content: 'noindex' }];
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { locale, state, load, quickSearch } = loaderData;
  return <SearchPage locale={locale} mode="all" state={state} load={load} quickSearch={quickSearch} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
