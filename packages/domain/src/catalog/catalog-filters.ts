/*
 * The three catalogue filters of the spec (shop.md §3 "Catalog") as URL query parameters. Kept apart from the
 * zod schemas in catalog.ts so the browser can read and write them without loading zod.
 */

export const CATALOG_FILTER_NAMES = ['showDiscontinued', 'showWebShopOnly', 'showSparePartsOnly'] as const;
export type CatalogFilterName = (typeof CATALOG_FILTER_NAMES)[number];
export type CatalogFilterValues = Record<CatalogFilterName, boolean>;

/** All off: discontinued products hidden, every product shown whether shoppable or a spare part or not. */
export const DEFAULT_CATALOG_FILTERS: CatalogFilterValues = {
  showDiscontinued: false,
  showWebShopOnly: false,
  showSparePartsOnly: false,
};

/**
 * The filters of a page URL. Only "true" switches a filter on: a page address someone edited by hand shows
 * the default list rather than an error (the API, by contrast, refuses values other than true/false).
 */
export function catalogFiltersFromSearch(search: { get(name: string): string | null }): CatalogFilterValues {
  const values = { ...DEFAULT_CATALOG_FILTERS };
  for (const name of CATALOG_FILTER_NAMES) values[name] = search.get(name) === 'true';
  return values;
}

/** The query of a filter set: only the filters that are on, in a fixed order (one URL per list). */
export function catalogFiltersToQuery(values: CatalogFilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of CATALOG_FILTER_NAMES) if (values[name]) query[name] = 'true';
  return query;
}

/** A stable key of a filter set, for caches keyed by node and filters. */
export function catalogFiltersKey(values: CatalogFilterValues): string {
  return CATALOG_FILTER_NAMES.map((name) => (values[name] ? '1' : '0')).join('');
}

/**
 * A catalogue page path below the locale: route segments (lower-case slugs, as the import allows them) joined
 * by "/", catalogue first: "products/fans/duct-fans".
 */
export const CATALOG_PATH_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
