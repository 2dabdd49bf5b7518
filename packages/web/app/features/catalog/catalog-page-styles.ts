import catalogFilters from './catalog-filters.module.css';
import catalogPage from './catalog-page.module.css';
import categoryTile from './category-tile.module.css';
import productCard from './product-card.module.css';

/*
 * The CSS Modules of the category page, which the catalogue route loads lazily (ADR 0030): handed to lazySection
 * with the route, so their stylesheet is in the document a category page is served with.
 */
export const CATALOG_PAGE_STYLES = [catalogPage, catalogFilters, categoryTile, productCard];
