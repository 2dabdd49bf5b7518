import type {
  CatalogEntry,
  CatalogNode,
  CatalogSelectedItem,
  CatalogSubcategory,
} from '@airshop/domain/catalog/catalog';
import type { CatalogFilterValues } from '@airshop/domain/catalog/catalog-filters';
import { mediaUrl } from '@airshop/domain/catalog/media';
import type { Locale } from '@airshop/domain/i18n/locales';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type EntryRow,
  findNodeCategories,
  findNodeEntries,
  type NodeCategoryRow,
  type NodeTarget,
} from './queries.ts';

/** The listing image size of the spec (300x300). */
const LISTING_IMAGE = 'contact' as const;

export function catalogPageUrl(locale: Locale, catalogSegment: string, path?: string | null): string {
  return path ? `/${locale}/${catalogSegment}/${path}` : `/${locale}/${catalogSegment}`;
}

/** GET Catalog/{id}: a category with its subcategories and products. */
export async function getCatalogNode(
  ctx: RequestContext,
  input: { id: string; filters: CatalogFilterValues },
): Promise<CatalogNode> {
  const node = await findCatalogNode(ctx, { kind: 'id', id: input.id }, input.filters);
  if (!node) throw new AppError('not_found', `No category ${input.id}`);
  return node;
}

/**
 * GET Catalog: a catalogue's root, or the node a page path names ("products/fans/duct-fans"). The first segment
 * is the catalogue's route segment, the rest the category path below it.
 */
export async function getCatalogRoot(
  ctx: RequestContext,
  input: { path?: string | undefined; filters: CatalogFilterValues },
): Promise<CatalogNode> {
  const node = await findCatalogNodeByPath(ctx, input.path, input.filters);
  if (!node) throw new AppError('not_found', `Nothing in the catalogue at ${input.path}`);
  return node;
}

/** The node at a page path, or undefined: what the page routes ask in-process. */
export function findCatalogNodeByPath(
  ctx: RequestContext,
  path: string | undefined,
  filters: CatalogFilterValues,
): Promise<CatalogNode | undefined> {
  const [catalogSegment, ...rest] = path ? path.split('/') : [];
  return findCatalogNode(
    ctx,
    { kind: 'path', catalogSegment, categoryPath: rest.length > 0 ? rest.join('/') : undefined },
    filters,
  );
}

async function findCatalogNode(
  ctx: RequestContext,
  target: NodeTarget,
  filters: CatalogFilterValues,
): Promise<CatalogNode | undefined> {
  // Both statements find the category on their own, so they run at the same time (one round trip on a pool).
  const [rows, entries] = await Promise.all([
    findNodeCategories(ctx.db, target),
    findNodeEntries(ctx.db, target, filters),
  ]);
  const first = rows[0];
  if (!first) return undefined;
  const askedForCategory = target.kind === 'id' || target.categoryPath !== undefined;
  if (askedForCategory && first.target_id === null) return undefined;
  return toNode(ctx.locale, rows, first, entries, filters);
}

function imageUrl(key: string | null | undefined): string | null {
  return key ? mediaUrl(key, LISTING_IMAGE) : null;
}

function toNode(
  locale: Locale,
  rows: NodeCategoryRow[],
  first: NodeCategoryRow,
  entries: EntryRow[],
  filters: CatalogFilterValues,
): CatalogNode {
  const text = (value: Parameters<typeof localizedText>[0]) => localizedText(value, locale);
  const segment = first.catalog_segment;
  const targetId = first.target_id;
  const categoriesOnly = rows.filter(
    (row): row is NodeCategoryRow & { id: string; path: string } => row.id !== null,
  );
  const self = categoriesOnly.find((row) => row.id === targetId);
  // Ancestors are the categories whose path prefixes the node's; sorting by path length puts them in order.
  const ancestors = self
    ? categoriesOnly
        .filter((row) => row.id !== self.id && (self.path as string).startsWith(`${row.path}/`))
        .sort((a, b) => a.path.length - b.path.length)
    : [];
  const children = categoriesOnly.filter((row) =>
    targetId === null ? row.parent_id === null : row.parent_id === targetId,
  );

  const root: CatalogSelectedItem = {
    Id: first.catalog_id,
    Slug: segment,
    Name: text(first.catalog_name),
    Url: catalogPageUrl(locale, segment),
  };
  const levels = [...ancestors, ...(self ? [self] : [])].map(
    (row): CatalogSelectedItem => ({
      Id: row.id,
      Slug: row.route_segment as string,
      Name: text(row.name ?? { en: row.id }),
      Url: catalogPageUrl(locale, segment, row.path),
    }),
  );
  const subcategories = children.map(
    (row): CatalogSubcategory => ({
      Id: row.id,
      CategoryId: targetId ?? first.catalog_id,
      Name: text(row.name ?? { en: row.id }),
      RouteSegment: row.route_segment as string,
      Url: catalogPageUrl(locale, segment, row.path),
      Image: imageUrl(row.image?.key),
    }),
  );
  const items = entries.map(
    (row): CatalogEntry => ({
      Id: row.id,
      EntryType: 'Product',
      Name: text(row.name),
      Intro: row.intro ? text(row.intro) : null,
      // The product page plugs in at this URL (a later issue); the page route resolves it after categories.
      Url: catalogPageUrl(locale, segment, row.route_path),
      Image: imageUrl(row.image_key),
      IsSparePart: row.kind === 'spare-part',
      IsDiscontinued: row.is_discontinued,
      IsShoppable: row.is_shoppable,
      HasShoppableProducts: row.is_shoppable && row.has_shoppable_variants,
      HasSpareParts: row.has_spare_parts,
      HasAccessories: row.has_accessories,
    }),
  );
  const description = self?.description ? text(self.description) : null;
  return {
    Id: self?.id ?? first.catalog_id,
    RootId: first.catalog_id,
    ParentId: self?.parent_id ?? null,
    Name: self?.name ? text(self.name) : root.Name,
    RouteSegment: self?.route_segment ?? segment,
    Url: self ? catalogPageUrl(locale, segment, self.path) : root.Url,
    Description: description,
    DisplayCategoryDescription: self?.display_category_description ?? false,
    Image: imageUrl(self?.image?.key),
    Categories: subcategories,
    Items: items,
    SelectedFilterItems: [root, ...levels],
    Filters: {
      ShowDiscontinued: filters.showDiscontinued,
      ShowWebShopOnly: filters.showWebShopOnly,
      ShowSparePartsOnly: filters.showSparePartsOnly,
    },
  };
}
