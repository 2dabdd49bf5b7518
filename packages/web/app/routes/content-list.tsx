import { parseLocale } from '@airshop/domain/i18n/locales';
import { ContentListPage } from '../features/content/content-list-page.tsx';
import { contentRouteMeta } from '../features/content/content-route-meta.ts';
import { loadContentList } from '../features/content/load-content.server.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/content-list';

/*
 * The list of a kind of content: the solutions page and the blog (ADR 0053). One module for both, registered
 * once per list in routes.ts; the loader reads the kind from the section of the path it was registered under.
 */

export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadContentList(context.get(servicesContext), url, params.locale);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentRouteMeta(loaderData, matches);
}

export default function ContentListRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <ContentListPage
      list={loaderData.list}
      locale={parseLocale(params.locale) ?? 'en'}
      kind={loaderData.kind}
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
