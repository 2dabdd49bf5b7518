import { amountInCents } from '@airshop/domain/commerce/product-price';
import type { Promotion, PromotionKind, PromotionMarketTerms } from '@airshop/domain/commerce/promotions';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows, type Tx } from '../../db/rows.ts';

interface PromotionRow {
  code: string;
  kind: PromotionKind;
  percent: string | null;
  valid_from: string | null;
  valid_to: string | null;
  uses_per_company: number | null;
  markets: { market: string; amount: string | null; minimum: string | null }[];
  targets: { type: 'category' | 'variant'; target: string }[];
}

/** Codes as one parameter each: a code is whatever a person typed, so it never goes into SQL text. */
function textList(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** Dates as the API writes them, whichever driver read them (pg gives text for `date`, PGlite a Date). */
function isoDate(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The promotions of these codes (upper case) with their markets and targets; one statement. */
export async function loadPromotions(db: Db | Tx, codes: readonly string[]): Promise<Map<string, Promotion>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<PromotionRow>(
    db,
    sql`select p.code, p.kind, p.percent::text as percent, p.valid_from::text as valid_from,
        p.valid_to::text as valid_to, p.uses_per_company,
        coalesce((select json_agg(json_build_object('market', m.market_id, 'amount', m.amount::text,
          'minimum', m.minimum_order::text) order by m.market_id)
          from promotion_markets m where m.promotion_code = p.code), '[]') as markets,
        coalesce((select json_agg(json_build_object('type', t.target_type, 'target', t.target)
          order by t.target_type, t.target)
          from promotion_targets t where t.promotion_code = p.code), '[]') as targets
      from promotions p where p.code in (${textList(codes)})`,
  );
  return new Map(rows.map((row) => [row.code, toPromotion(row)]));
}

function toPromotion(row: PromotionRow): Promotion {
  const markets: Record<string, PromotionMarketTerms> = {};
  for (const m of row.markets) {
    markets[m.market] = {
      amountCents: m.amount === null ? null : amountInCents(m.amount),
      minimumCents: m.minimum === null ? null : amountInCents(m.minimum),
    };
  }
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent === null ? null : Number(row.percent),
    validFrom: isoDate(row.valid_from),
    validTo: isoDate(row.valid_to),
    markets,
    categoryIds: row.targets.filter((t) => t.type === 'category').map((t) => t.target),
    variantCodes: row.targets.filter((t) => t.type === 'variant').map((t) => t.target),
    usesPerCompany: row.uses_per_company,
  };
}

/** Orders of the company that used each of the codes so far (promotion_uses). */
export async function usesOfCompany(
  db: Db | Tx,
  companyId: string | null,
  codes: readonly string[],
): Promise<Map<string, number>> {
  if (companyId === null || codes.length === 0) return new Map();
  const rows = await queryRows<{ code: string; uses: number }>(
    db,
    sql`select promotion_code as code, count(*)::int as uses from promotion_uses
      where company_id = ${companyId}
        and promotion_code in (${textList(codes)})
      group by promotion_code`,
  );
  return new Map(rows.map((row) => [row.code, Number(row.uses)]));
}

/** What a lines code matches a variant by: its code, and its product's category with every one above it. */
export async function variantFacts(
  db: Db | Tx,
  variantIds: readonly number[],
): Promise<Map<number, { code: string; categoryIds: string[] }>> {
  if (variantIds.length === 0) return new Map();
  const ids = variantIds.map((id) => Math.trunc(id)).join(',');
  const rows = await queryRows<{ id: number; code: string; category_ids: string[] }>(
    db,
    sql`with recursive up(variant_id, category_id) as (
        select v.id, p.category_id from variants v join products p on p.id = v.product_id
          where v.id = any(${`{${ids}}`}::bigint[])
        union
        select up.variant_id, c.parent_id from up join categories c on c.id = up.category_id
          where c.parent_id is not null
      )
      select v.id, v.code, array_agg(up.category_id order by up.category_id) as category_ids
      from variants v join up on up.variant_id = v.id group by v.id, v.code`,
  );
  return new Map(rows.map((row) => [Number(row.id), { code: row.code, categoryIds: row.category_ids }]));
}

/**
 * The codes applied to the cart whose id is `cartId` (a value, or a column of the statement it goes into), in
 * the order they were applied, as a JSON array: the cart's read takes them with the cart (ADR 0062).
 */
export function cartCodesColumn(cartId: unknown): SQL {
  return sql`coalesce((select json_agg(pc.code order by pc.applied_at, pc.code)
    from cart_promotion_codes pc where pc.cart_id = ${cartId}), '[]'::json)`;
}

/** The codes applied to a cart, in the order they were applied. */
export async function cartCodes(db: Db | Tx, cartId: string): Promise<string[]> {
  const [row] = await queryRows<{ codes: string[] }>(db, sql`select ${cartCodesColumn(cartId)} as codes`);
  return row?.codes ?? [];
}

/** Today in UTC, as the validity windows are written (ISO date). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
