import { parseLocale } from '@airshop/domain/i18n/locales';
import { SearchPage } from '../features/search/search-page.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/document-search';

/**
 * /{locale}/documents and /{locale}/search/documents (issue 18 point 4, ADR 0072): the document search, with the
 * filters and sorting of the product page's documents table (language, status, type; name, status, date) and
 * the visitor's recently viewed documents. An empty query lists every document.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  const [translations, links] = await Promise.all([
    loadTranslations(services, ['search']),
    services.links.all(),
  ]);
  return {
    locale,
    translations,
    quickSearch: links.QuickSearch.map((link) => ({ id: link.Id, href: link.Href })),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const q = new URLSearchParams(location.search).get('q')?.trim();
  const title = metaText(loaderData, 'search', 'page/documentsTitle') ?? 'Documents';
  return [{ title: `${q ? `${q} – ` : ''}${title} | Airshop` }, { name: 'robots', content: 'noindex' }];
}

export default function DocumentSearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage locale={loaderData.locale} mode="documents" quickSearch={loaderData.quickSearch} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
