import { COMMERCE_FIELDS } from '@airshop/domain/catalog/product-variant';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';

export { queryRows } from '../db/rows.ts';

/** Ids in the demo catalogue that the product tests need, looked up rather than hard-coded. */
export async function findTestIds(db: Db) {
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(db, query))[0] as T;
  const unit = await one<{ id: string; variants: number }>(sql`
    select p.id, count(v.id)::int as variants from products p join variants v on v.product_id = p.id
    where p.kind = 'product' and p.has_accessories and p.has_warranties
      and exists (select 1 from related_products r where r.product_id = p.id)
      and exists (select 1 from product_documents d where d.product_id = p.id)
    group by p.id order by p.id limit 1`);
  const variantWithFilters = await one<{ code: string; product_id: string }>(sql`
    select v.code, v.product_id from variant_extras ve join variants v on v.id = ve.variant_id
    where ve.kind = 'filter' order by v.code limit 1`);
  const productWithoutWarranties = await one<{ id: string }>(sql`
    select p.id from products p where not p.has_warranties and not exists (
      select 1 from product_extras e where e.product_id = p.id and e.kind = 'warranty') order by p.id limit 1`);
  return { unit, variantWithFilters, productWithoutWarranties };
}

/** Every key of an object tree that only a viewer allowed to see prices may receive. */
export function commerceKeysIn(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if ((COMMERCE_FIELDS as string[]).includes(key)) found.add(key);
        walk(child);
      }
    }
  };
  walk(value);
  return [...found].sort();
}
