import type { ProductPage } from '@airshop/domain/catalog/product';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { productCacheTtl } from './cache-settings.ts';
import { getProductPage } from './page-service.ts';
import { runStatement, type Statement } from './sql-parts.ts';

/*
 * The product page route (/{locale}/{catalogue}/{product route path}) knows a path, the API an id. Paths that
 * name no product are cached too (as null): a crawler asking for the same dead URL costs no query.
 */

const ID_BY_PATH: Statement = {
  name: 'product_id_by_path',
  text: `select p.id from products p join catalogs c on c.id = p.catalog_id
    where c.route_segment = $1::text and p.route_path = $2::text`,
};

const ids = new TtlCache<string | null>(productCacheTtl, 20_000);

export function clearProductPathCache(): void {
  ids.clear();
}

export function findProductIdByPath(
  ctx: RequestContext,
  catalogSegment: string,
  routePath: string,
): Promise<string | null> {
  return ids.get(`${catalogSegment}/${routePath}`, async () => {
    const rows = await runStatement<{ id: string }>(ctx.db, ID_BY_PATH, [catalogSegment, routePath]);
    return rows[0]?.id ?? null;
  });
}

/** The page at "{catalogue segment}/{route path}", or undefined when no product is there. */
export async function findProductPageByPath(
  ctx: RequestContext,
  path: string,
): Promise<ProductPage | undefined> {
  const slash = path.indexOf('/');
  if (slash <= 0) return undefined;
  const id = await findProductIdByPath(ctx, path.slice(0, slash), path.slice(slash + 1));
  if (!id) return undefined;
  try {
    return await getProductPage(ctx, id);
  } catch (error) {
    // Removed between the two lookups.
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  }
}
