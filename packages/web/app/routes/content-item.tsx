import { parseLocale } from '@airshop/domain/i18n/locales';
import { ContentArticle } from '../features/content/content-article.tsx';
import { contentRouteMeta } from '../features/content/content-route-meta.ts';
import { loadContentItem } from '../features/content/load-content.server.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/content-item';

/*
 * A solution, page or blog post (ADR 0053). One module for every kind, registered once per kind in routes.ts;
 * the loader reads the kind from the section of the path it was registered under.
 */

export function loader({ context, params, url }: Route.LoaderArgs) {
  return loadContentItem(context.get(servicesContext), url, params.locale, params.slug);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return contentRouteMeta(loaderData, matches);
}

export default function ContentItemRoute({ loaderData, params }: Route.ComponentProps) {
  return <ContentArticle item={loaderData.item} locale={parseLocale(params.locale) ?? 'en'} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
