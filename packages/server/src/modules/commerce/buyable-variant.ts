import type { AddItemError } from '@airshop/domain/commerce/cart';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';

interface VariantRow {
  id: number;
  shoppable: boolean;
  discontinued: boolean;
  priced: boolean;
}

/**
 * The variant of `code` when it can be bought in the market, else why not (shown as
 * generic/addItemErrors/{reason}). Carts and projects both ask here.
 */
export async function findBuyableVariant(
  ctx: RequestContext,
  marketId: string,
  code: string,
): Promise<{ variantId: number } | { refused: AddItemError }> {
  const [variant] = await queryRows<VariantRow>(
    ctx.db,
    sql`select v.id, (v.is_shoppable and p.is_shoppable) as shoppable,
        (v.is_discontinued or p.is_discontinued) as discontinued,
        exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = ${marketId}) as priced
      from variants v join products p on p.id = v.product_id where v.code = ${code}`,
  );
  return buyable(variant);
}

/** What findBuyableVariants answers for one code. */
export type BuyableLookup = { variantId: number } | { refused: AddItemError | 'ambiguousCode' };

interface FoundRow extends VariantRow {
  code: string;
  by_code: boolean;
}

/** Digits only, at most 7: an LVI number, perhaps without the leading zeros a spreadsheet dropped from it. */
const LVI_LIKE = /^\d{1,7}$/;

/**
 * findBuyableVariant for many codes at once (spreadsheet uploads and bulk adds of up to 10 000 rows): one
 * statement for all of them, by variant code or, failing that, by LVI number (7 digits; a shorter number is
 * padded with the zeros a spreadsheet drops). An LVI number several variants share names none of them
 * (ambiguousCode). The same reasons, in the same order, as for one code.
 */
export async function findBuyableVariants(
  ctx: RequestContext,
  marketId: string,
  codes: readonly string[],
): Promise<Map<string, BuyableLookup>> {
  const distinct = [...new Set(codes)];
  const wanted = distinct.map((code) => ({ code, lvi: LVI_LIKE.test(code) ? code.padStart(7, '0') : null }));
  const columns = sql`v.id, (v.is_shoppable and p.is_shoppable) as shoppable,
    (v.is_discontinued or p.is_discontinued) as discontinued,
    exists (select 1 from variant_prices vp where vp.variant_id = v.id and vp.market_id = ${marketId}) as priced`;
  const json = JSON.stringify(wanted);
  const rows = distinct.length
    ? await queryRows<FoundRow>(
        ctx.db,
        sql`select x.code, true as by_code, ${columns}
          from jsonb_to_recordset(${json}::jsonb) as x(code text, lvi text)
          join variants v on v.code = x.code join products p on p.id = v.product_id
        union all
        select x.code, false as by_code, ${columns}
          from jsonb_to_recordset(${json}::jsonb) as x(code text, lvi text)
          join variants v on v.lvi_number = x.lvi::char(7) join products p on p.id = v.product_id
          where x.lvi is not null`,
      )
    : [];
  const found = new Map<string, FoundRow[]>();
  for (const row of rows) found.set(row.code, [...(found.get(row.code) ?? []), row]);
  const answers = new Map<string, BuyableLookup>();
  for (const code of distinct) {
    const matches = found.get(code) ?? [];
    const byCode = matches.filter((row) => row.by_code);
    const candidates = byCode.length > 0 ? byCode : matches;
    if (candidates.length > 1) answers.set(code, { refused: 'ambiguousCode' });
    else answers.set(code, buyable(candidates[0]));
  }
  return answers;
}

function buyable(variant: VariantRow | undefined): { variantId: number } | { refused: AddItemError } {
  if (!variant) return { refused: 'unknownCode' };
  if (!variant.shoppable) return { refused: 'notShoppable' };
  if (variant.discontinued) return { refused: 'discontinued' };
  if (!variant.priced) return { refused: 'noPrice' };
  return { variantId: Number(variant.id) };
}
