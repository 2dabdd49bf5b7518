// The public entry of catalog: what other features may use (ADR 0055).
export { catalogCrumbs } from './catalog-crumbs.ts';
export { CatalogMenu } from './catalog-menu.tsx';
export { CategoryTile } from './category-tile.tsx';
export { notFound } from './load-node.ts';
