import type { CatalogMenu, CatalogMenuCatalog, CatalogMenuItem } from '@airshop/domain/catalog/catalog';
import { mediaUrl } from '@airshop/domain/catalog/media';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import type { RequestContext } from '../../platform/context.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { catalogPageUrl } from './node-service.ts';
import { findMenuRows, type MenuRow } from './queries.ts';

/*
 * The menu is on every page and changes only with an import: kept per locale for a short while, so a change
 * made by an import (or another process) shows within the TTL.
 */
const MENU_TTL_MS = 30_000;
const cache = new TtlCache<CatalogMenu>(MENU_TTL_MS);

/** Forget cached menus, after an import in this process (and in tests). */
export function clearCatalogMenuCache(): void {
  cache.clear();
}

/** GET Catalog/Menu: catalogues → top categories → their children, in the request's language. */
export function getCatalogMenu(ctx: RequestContext): Promise<CatalogMenu> {
  return cache.get(ctx.locale, async () => buildMenu(ctx.locale, await findMenuRows(ctx.db)));
}

function buildMenu(locale: RequestContext['locale'], rows: MenuRow[]): CatalogMenu {
  const catalogs = new Map<string, CatalogMenuCatalog>();
  const items = new Map<string, CatalogMenuItem>();
  for (const row of rows) {
    let catalog = catalogs.get(row.catalog_id);
    if (!catalog) {
      catalog = {
        Id: row.catalog_id,
        Name: localizedText(row.catalog_name, locale),
        RouteSegment: row.catalog_segment,
        Url: catalogPageUrl(locale, row.catalog_segment),
        Items: [],
      };
      catalogs.set(row.catalog_id, catalog);
    }
    if (row.id === null || row.path === null) continue;
    const item: CatalogMenuItem = {
      Id: row.id,
      ParentId: row.parent_id,
      Name: localizedText(row.name ?? { en: row.id }, locale),
      RouteSegment: row.route_segment ?? row.id,
      Url: catalogPageUrl(locale, row.catalog_segment, row.path),
      Image: row.image?.key ? mediaUrl(row.image.key, 'contact') : null,
      DisplayCategoryDescription: row.display_category_description ?? false,
      Items: [],
    };
    items.set(row.id, item);
    if (row.parent_id === null) catalog.Items.push(item);
  }
  // Rows come in sort order, so children keep theirs when hung under their parent.
  for (const item of items.values()) {
    if (item.ParentId !== null) items.get(item.ParentId)?.Items.push(item);
  }
  return { Catalogs: [...catalogs.values()] };
}
