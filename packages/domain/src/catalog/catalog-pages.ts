import type { CatalogMenu, CatalogNode } from './catalog.ts';
import type { CatalogFilterValues } from './catalog-filters.ts';
import type { ProductPage } from './product.ts';
import type { SizingFirstView } from './sizing-first-view.ts';

/** What the catalogue's pages ask of the catalog module. */
export interface CatalogPages {
  /** GET Catalog/Menu in the page's locale. */
  menu(): Promise<CatalogMenu>;
  /**
   * The catalogue node at a page path below the locale ("products/fans/duct-fans"), as GET Catalog?path=
   * answers it; undefined when no catalogue or category is there.
   */
  node(path: string, filters: CatalogFilterValues): Promise<CatalogNode | undefined>;
}

/** What the product page asks of the product module. */
export interface ProductPages {
  /**
   * GET Catalog/Products/{id} for the product at a page path below the locale ("products/fans/df-100"); undefined
   * when no product is there. RecentlyViewedDocuments come from this request's cookie.
   */
  page(path: string): Promise<ProductPage | undefined>;
  /**
   * The variant chooser's first view (ADR 0080) of GET Catalog/Products/{id}/Sizing as this request's viewer gets
   * it, starting from the query's `code` (null without one): prices and stock only for a viewer who may see them
   * (ADR 0010), so a shareable request's answer holds none. Undefined for an unknown product.
   */
  sizingFirstView(productId: string, queryCode: string | null): Promise<SizingFirstView | undefined>;
}
