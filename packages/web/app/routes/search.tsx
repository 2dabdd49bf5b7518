import { parseLocale } from '@airshop/domain/i18n/locales';
import { SearchPage } from '../features/search/search-page.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/search';

/**
 * /{locale}/search?q= (issue 18 point 4, ADR 0072): products, documents, and solutions and pages as tabs, with
 * facets, sorting and 'load more', all in the URL. The frame and texts render on the server; the hits load in
 * the browser through the /searchapi/ calls, which carry prices only for viewers who may see them.
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
  const title = metaText(loaderData, 'search', 'page/title') ?? 'Search';
  return [{ title: `${q ? `${q} – ` : ''}${title} | Airshop` }, { name: 'robots', content: 'noindex' }];
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage locale={loaderData.locale} mode="all" quickSearch={loaderData.quickSearch} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
