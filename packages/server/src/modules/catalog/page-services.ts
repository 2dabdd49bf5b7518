import type { CatalogPages } from '@airshop/domain/catalog/catalog-pages';
import { type PageRequest, viewerOf } from '../../platform/page-request.ts';
import { getCatalogMenu } from './menu-service.ts';
import { findCatalogNodeByPath } from './node-service.ts';

export function catalogPages(page: PageRequest): CatalogPages {
  return {
    menu: () => getCatalogMenu(page.ctx),
    node: async (path, filters) => findCatalogNodeByPath(await viewerOf(page), path, filters),
  };
}
