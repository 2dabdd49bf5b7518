import { CATALOG_PATH_PATTERN, catalogFiltersFromSearch } from '@airshop/domain/catalog-filters';
import { useEffect } from 'react';
import { CatalogPage } from '../features/catalog/catalog-page.tsx';
import { catalogPathOf, loadNodeInBrowser, notFound } from '../features/catalog/load-node.ts';
import { holdNode, nodeKey } from '../features/catalog/node-cache.ts';
import { metaText } from '../features/i18n/meta-text.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { LAYOUT_ROUTE_ID } from '../features/shell/layout-data.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/catalog';

/*
 * /{locale}/{catalogue route segment}/{category path...}: the catalogue pages (ADR 0013). The path resolves to
 * a category; a path that is no category is a 404. The product page (a later issue) plugs in here: product URLs
 * are /{locale}/{catalogue}/{product routePath}, so it resolves the path as a product before the 404.
 */

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const path = catalogPathOf(params.catalogue, params['*']);
  if (!CATALOG_PATH_PATTERN.test(path)) notFound();
  const filters = catalogFiltersFromSearch(new URL(request.url).searchParams);
  const node = await services.catalogNode(path, filters);
  // Product page seam: `?? await services.product(path)` goes here, rendering the product route's component.
  if (!node) notFound();
  return { node, filters, key: nodeKey(params.locale, path, filters) };
}

/** In the browser: held nodes are not fetched again; others come from GET Catalog?path=… */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadNodeInBrowser(params.locale, catalogPathOf(params.catalogue, params['*']), new URL(request.url));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) {
    // A 404 (no such category): the same title as any unknown page.
    const layout = matches.find((match) => match?.id === LAYOUT_ROUTE_ID)?.loaderData;
    return [
      { title: `${metaText(layout, 'shared', 'notFound/title') ?? 'Page not found'} | Airshop` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { node } = loaderData;
  const description = node.DisplayCategoryDescription ? node.Description : null;
  return [
    { title: `${node.Name} | Airshop` },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { node, filters, key } = loaderData;
  // The server-rendered node is held too, so coming back to it fetches nothing.
  useEffect(() => holdNode(key, node), [key, node]);
  return <CatalogPage node={node} filters={filters} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
