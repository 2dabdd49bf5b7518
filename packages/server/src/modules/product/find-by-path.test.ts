import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { queryRows } from '../../testing/product-fixtures.ts';
import { anonymousContext } from '../../testing/request-context.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { clearProductPathCache, findProductPageByPath } from './find-by-path.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let product: { id: string; route_path: string; route_segment: string };

const ctx = (locale: 'en' | 'sv' = 'en') => anonymousContext(database.db, locale);

beforeAll(async () => {
  database = await createTestDatabase();
  (await loadTestCatalog(database.db)).dispose();
  const rows = await queryRows<typeof product>(
    database.db,
    sql`select p.id, p.route_path, c.route_segment from products p join catalogs c on c.id = p.catalog_id
      order by p.id limit 1`,
  );
  product = rows[0] as typeof product;
});
afterAll(() => database.dispose());

describe('the product at a page path', () => {
  it('is found by catalogue segment and route path, in the asked language', async () => {
    const page = await findProductPageByPath(ctx('sv'), `${product.route_segment}/${product.route_path}`);
    expect(page?.Detail.Id).toBe(product.id);
    expect(page?.Detail.Url).toBe(`/sv/${product.route_segment}/${product.route_path}`);
  });

  it('is undefined for another catalogue, an unknown path or a bare segment', async () => {
    expect(await findProductPageByPath(ctx(), `nope/${product.route_path}`)).toBeUndefined();
    expect(await findProductPageByPath(ctx(), `${product.route_segment}/nope`)).toBeUndefined();
    expect(await findProductPageByPath(ctx(), product.route_segment)).toBeUndefined();
  });

  it('does not find a product that was removed, once the cached path has expired', async () => {
    const path = `${product.route_segment}/${product.route_path}`;
    await database.db.execute(sql`update products set route_path = 'moved' where id = ${product.id}`);
    clearProductPathCache();
    expect(await findProductPageByPath(ctx(), path)).toBeUndefined();
    await database.db.execute(
      sql`update products set route_path = ${product.route_path} where id = ${product.id}`,
    );
  });
});
