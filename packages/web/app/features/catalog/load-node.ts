import { catalogRootRoute } from '@airshop/domain/api/catalog-routes';
import type { CatalogNode } from '@airshop/domain/catalog/catalog';
import {
  CATALOG_PATH_PATTERN,
  type CatalogFilterValues,
  catalogFiltersFromSearch,
  catalogFiltersToQuery,
} from '@airshop/domain/catalog/catalog-filters';
import { PAGE_LOCALE_HEADER } from '@airshop/domain/site/constants';
import { data } from 'react-router';
import { callApi } from '../../platform/api-client.ts';
import { ApiError } from '../../platform/api-error.ts';
import { heldNode, holdNode, nodeKey } from './node-cache.ts';

export interface CatalogPageData {
  node: CatalogNode;
  /** The filters of the URL, which the toggles show. */
  filters: CatalogFilterValues;
  /** Key of the node in the browser's cache of held nodes. */
  key: string;
}

/** The page path below the locale: "products/fans/duct-fans" (no leading or trailing slash). */
export function catalogPathOf(catalogue: string, splat: string | undefined): string {
  const rest = (splat ?? '').split('/').filter(Boolean);
  return [catalogue, ...rest].join('/');
}

export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The node of a page URL in the browser: from the held nodes, else GET Catalog?path=… once. Undefined when the
 * path is no category (it may be a product, which the route resolves on the server).
 */
export async function loadNodeInBrowser(
  locale: string,
  path: string,
  url: URL,
): Promise<CatalogPageData | undefined> {
  if (!CATALOG_PATH_PATTERN.test(path)) return undefined;
  const filters = catalogFiltersFromSearch(url.searchParams);
  const key = nodeKey(locale, path, filters);
  const held = heldNode(key);
  if (held) return { node: held, filters, key };
  try {
    const node = await callApi(
      catalogRootRoute,
      { query: { path, ...catalogFiltersToQuery(filters) } },
      { headers: { [PAGE_LOCALE_HEADER]: locale } },
    );
    holdNode(key, node);
    return { node, filters, key };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return undefined;
    throw error;
  }
}
