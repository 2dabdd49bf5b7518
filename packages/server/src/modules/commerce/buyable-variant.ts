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
  if (!variant) return { refused: 'unknownCode' };
  if (!variant.shoppable) return { refused: 'notShoppable' };
  if (variant.discontinued) return { refused: 'discontinued' };
  if (!variant.priced) return { refused: 'noPrice' };
  return { variantId: Number(variant.id) };
}
