import { parseLocale } from '@airshop/domain/i18n/locales';
import { loadSearch } from '../features/search/load-search.server.ts';
import { SearchPage } from '../features/search/search-page.tsx';
import { readSearchState } from '../features/search/search-url.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/document-search';

/**
 * /{locale}/documents (the Links list's Webshop/Documents) and /{locale}/search/documents (GetSearchBarInfo's
 * DocumentSearchPageUrl), issue 18 point 4, ADR 0072: the document search, with the filters and sorting of the
 * product page's documents table (language, status, type; name, status, date) and the visitor's recently viewed
 * documents. An empty query lists every document; the first page is server-rendered.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  const state = {
    ...readSearchState(new URL(request.url).searchParams, 'documents'),
    tab: 'documents' as const,
  };
  const [translations, links, load] = await Promise.all([
    loadTranslations(services, ['search']),
    services.links.all(),
    loadSearch(services.search, state, locale, false),
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
  const title = metaText(loaderData, 'search', 'page/documentsTitle') ?? 'Documents';
  return [{ title: `${q ? `${q} – ` : ''}${title} | Airshop` }, { name: 'robots', content: 'noindex' }];
}

export default function DocumentSearchRoute({ loaderData }: Route.ComponentProps) {
  const { locale, state, load, quickSearch } = loaderData;
  return <SearchPage locale={locale} mode="documents" state={state} load={load} quickSearch={quickSearch} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
