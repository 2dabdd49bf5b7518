import { mediaUrl } from '@airshop/domain/catalog/media';
import {
  QUICK_PICK_MAX_PRODUCTS,
  QUICK_PICK_OTHER_MARKET,
  type QuickPickCategory,
  type QuickPickList,
} from '@airshop/domain/commerce/quick-pick';
import { type LocalizedText, localizedText } from '@airshop/domain/i18n/localized-text';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { CartOwner } from '../cart/index.ts';
import { offerColumns, offerJoins, stateColumns } from '../commerce/index.ts';

/*
 * GET Qp/{market}/{categoryContentId} (ADR 0069): one statement reads the category's (and its subcategories')
 * variants that can be bought in the market, with what the owner's cart holds of each; prices and stock are
 * columns of the statement only for a buyer, so a guest's answer never reads them.
 */

/** The market of the path must be the viewer's own: a list priced in another market is refused, not shown. */
export function checkMarket(owner: CartOwner, market: string): void {
  if (market.toUpperCase() === owner.market.id.toUpperCase()) return;
  throw new AppError(
    'conflict',
    `Quick-pick lists are in your own market (${owner.market.id}), not ${market}.`,
    { reason: QUICK_PICK_OTHER_MARKET },
  );
}

/** Condition on alias o: the owner's cart. */
function ownerCart(owner: CartOwner) {
  return owner.kind === 'buyer'
    ? sql`o.user_id = ${owner.buyer.user.userId}`
    : sql`o.guest_id = ${owner.guestKey}`;
}

interface CategoryRow {
  id: string;
  path: string;
  catalog_id: string;
  segment: string;
  name: LocalizedText;
}

interface VariantRow {
  code: string;
  lvi_number: string | null;
  attribute_values: LocalizedText[];
  name: LocalizedText;
  image_key: string | null;
  net: string | null;
  stock: number | null;
  in_cart: number | null;
}

/**
 * The variants of the categories `where` picks (alias c), with their state in the market and, for a buyer, their
 * offer (commerce's SQL pieces: this module never names the price tables, ADR 0047); aliases p and v.
 */
function variantsOf(owner: CartOwner, where: SQL, extra: SQL) {
  const market = owner.market.id;
  const columns =
    owner.kind === 'buyer'
      ? sql`${offerColumns()}`
      : sql`${stateColumns(market)}, null::text as net, null::int as stock`;
  return sql`select c.path as category_path, p.sort_order as product_order, p.id as product_id,
      v.sort_order as variant_order, v.id as variant_id, ${extra} ${columns}
    from categories c join products p on p.category_id = c.id join variants v on v.product_id = p.id
    ${owner.kind === 'buyer' ? offerJoins(market) : sql``}
    where ${where}`;
}

/** The rows of variantsOf that can be bought: shoppable, not discontinued, priced in the market. */
const BUYABLE = sql`x.shoppable and not x.discontinued and x.priced`;

export async function readQuickPickList(
  ctx: RequestContext,
  owner: CartOwner,
  categoryId: string,
): Promise<QuickPickList> {
  const [category] = await queryRows<CategoryRow>(
    ctx.db,
    sql`select c.id, c.path, c.catalog_id, k.route_segment as segment, c.name
      from categories c join catalogs k on k.id = c.catalog_id where c.id = ${categoryId}`,
  );
  if (!category) throw new AppError('not_found', `No category ${categoryId}`);
  const market = owner.market.id;
  const buyer = owner.kind === 'buyer';
  const inCategory = sql`c.catalog_id = ${category.catalog_id}
    and (c.id = ${category.id} or left(c.path, ${category.path.length + 1}) = ${`${category.path}/`})`;
  const extra = sql`v.code, v.lvi_number, v.attribute_values, p.name, p.images -> 0 ->> 'key' as image_key,`;
  const rows = await queryRows<VariantRow>(
    ctx.db,
    sql`select x.code, x.lvi_number, x.attribute_values, x.name, x.image_key, x.net, x.stock,
        cq.quantity as in_cart
      from (${variantsOf(owner, inCategory, extra)}) x
      left join (
        select l.variant_id, sum(l.quantity)::int as quantity
          from cart_lines l join carts o on o.id = l.cart_id where ${ownerCart(owner)}
          group by l.variant_id
      ) cq on cq.variant_id = x.variant_id
      where ${BUYABLE}
      order by x.category_path, x.product_order, x.product_id, x.variant_order, x.variant_id
      limit ${QUICK_PICK_MAX_PRODUCTS + 1}`,
  );
  const locale = ctx.locale;
  return {
    MarketId: market,
    CategoryId: category.id,
    CategoryName: localizedText(category.name, locale),
    CategoryUrl: `/${locale}/${category.segment}/${category.path}`,
    Currency: owner.market.currency,
    ShowPrices: buyer,
    Truncated: rows.length > QUICK_PICK_MAX_PRODUCTS,
    Products: rows.slice(0, QUICK_PICK_MAX_PRODUCTS).map((row) => ({
      Code: row.code,
      Name: localizedText(row.name, locale),
      Description: (row.attribute_values ?? []).map((value) => localizedText(value, locale)).join(' · '),
      Image: row.image_key ? mediaUrl(row.image_key, 'contact') : null,
      LviNumber: row.lvi_number,
      Unit: 'pcs' as const,
      Price: buyer && row.net !== null ? { Amount: Number(row.net), Currency: owner.market.currency } : null,
      Stock: row.stock === null ? null : Number(row.stock),
      Quantity: Number(row.in_cart ?? 0),
    })),
  };
}

/**
 * The categories a quick-pick list can be made of in the owner's market: every category with buyable variants
 * in it or below it, in the catalogue's order, with how many.
 */
export async function readQuickPickCategories(
  ctx: RequestContext,
  owner: CartOwner,
): Promise<QuickPickCategory[]> {
  const rows = await queryRows<{
    id: string;
    name: LocalizedText;
    parent: LocalizedText | null;
    count: number;
  }>(
    ctx.db,
    sql`with counts as (
        select x.category_id as id, count(*)::int as n
          from (${variantsOf(owner, sql`true`, sql`c.id as category_id,`)}) x
          where ${BUYABLE} group by x.category_id
      )
      select c.id, c.name, pc.name as parent,
          (select sum(x.n)::int from counts x join categories d on d.id = x.id
            where d.catalog_id = c.catalog_id and (d.id = c.id or left(d.path, length(c.path) + 1) = c.path || '/'))
            as count
        from categories c join catalogs k on k.id = c.catalog_id
        left join categories pc on pc.id = c.parent_id
        order by k.sort_order, c.path`,
  );
  return rows
    .filter((row) => Number(row.count ?? 0) > 0)
    .map((row) => ({
      Id: row.id,
      Name: localizedText(row.name, ctx.locale),
      ParentName: row.parent ? localizedText(row.parent, ctx.locale) : null,
      Count: Number(row.count),
    }));
}
