import { parseLocale } from '@airshop/domain/i18n/locales';
import { ContentListPage } from '../features/content/content-list-page.tsx';
import { contentRouteMeta } from '../features/content/content-route-meta.ts';
import { loadContentList } from '../features/content/load-content.server.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/solutions';

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadContentList(context.get(servicesContext), params.locale, request, 'solutions');
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentRouteMeta(loaderData, matches);
}

export default function Solutions({ loaderData, params }: Route.ComponentProps) {
  return (
    <ContentListPage
      list={loaderData.list}
      locale={parseLocale(params.locale) ?? 'en'}
      section="solutions"
      baseUrl={loaderData.baseUrl}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
