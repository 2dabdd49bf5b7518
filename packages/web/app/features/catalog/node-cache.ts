import type { CatalogNode } from '@airshop/domain/catalog/catalog';
import { type CatalogFilterValues, catalogFiltersKey } from '@airshop/domain/catalog/catalog-filters';

/*
 * Catalogue nodes this browser tab already holds (spec: "Catalogue item children are fetched only if not
 * already held"). Keyed by locale, page path and filters; the server-rendered first node is put in too, so
 * going back to it fetches nothing. Bounded, oldest first out; a reload starts empty, so an import shows on
 * the next page load.
 */
const MAX_NODES = 200;
const nodes = new Map<string, CatalogNode>();

export function nodeKey(locale: string, path: string, filters: CatalogFilterValues): string {
  return `${locale}|${path}|${catalogFiltersKey(filters)}`;
}

export function heldNode(key: string): CatalogNode | undefined {
  const node = nodes.get(key);
  if (node) {
    // Most recently used last, so the oldest is evicted first.
    nodes.delete(key);
    nodes.set(key, node);
  }
  return node;
}

export function holdNode(key: string, node: CatalogNode): void {
  nodes.delete(key);
  nodes.set(key, node);
  while (nodes.size > MAX_NODES) {
    const oldest = nodes.keys().next().value;
    if (oldest === undefined) break;
    nodes.delete(oldest);
  }
}
