import { mayReadSearchInsights, requireReviewer } from '../features/backoffice/index.ts';
import { SearchInsightsPage } from '../features/backoffice/search-insights-page.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { useLayoutData } from '../features/shell/layout-data.ts';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { PRIVATE_PAGE_HEADERS } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/back-office-search-insights';

/** /{locale}/back-office/search-insights: what people search for, for the back-office admin (ADR 0071). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const profile = await services.auth.profile();
  requireReviewer(profile, mayReadSearchInsights(profile), params.locale, new URL(request.url));
  return { translations: await loadTranslations(services, ['account']) };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${metaText(loaderData, 'account', 'backOffice/insightsTitle') ?? 'Search insights'} | Airshop`,
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function BackOfficeSearchInsights() {
  const layout = useLayoutData();
  if (!layout) return null;
  return <SearchInsightsPage locale={layout.locale} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
