import type { CartWidget } from '@airshop/domain/cart';
import type { LocalizedText } from '@airshop/domain/localized-text';
import { localizedText } from '@airshop/domain/localized-text';
import { amountInCents } from '@airshop/domain/product-price';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { requireBuyer } from './buyer.ts';

interface LineRow {
  id: number;
  shipment_no: number;
  code: string;
  name: LocalizedText;
  quantity: number;
  note: string | null;
  net_amount: string | null;
}

/**
 * GET Carts/Default/Widget: the header's summary of the buyer's default cart — lines in delivery order with
 * today's net prices of the cart's market, and the total. An empty summary when there is no cart yet.
 */
export async function getCartWidget(ctx: RequestContext): Promise<CartWidget> {
  const { user, market } = await requireBuyer(ctx);
  const rows = await queryRows<LineRow>(
    ctx.db,
    sql`select l.id, l.shipment_no, v.code, p.name, l.quantity, l.note, vp.net_amount::text as net_amount
      from carts c
      join cart_lines l on l.cart_id = c.id
      join variants v on v.id = l.variant_id
      join products p on p.id = v.product_id
      left join variant_prices vp on vp.variant_id = v.id and vp.market_id = c.market_id
      where c.user_id = ${user.userId}
      order by l.shipment_no, l.id`,
  );
  const currency = market.currency;
  let total = 0;
  const lines = rows.map((row) => {
    const unit = row.net_amount === null ? null : amountInCents(row.net_amount);
    if (unit !== null) total += unit * row.quantity;
    return {
      LineItemId: Number(row.id),
      ShipmentNo: Number(row.shipment_no),
      Code: row.code,
      Name: localizedText(row.name, ctx.locale),
      Quantity: row.quantity,
      Note: row.note,
      Price: unit === null ? null : { Amount: unit / 100, Currency: currency },
      LineTotal: unit === null ? null : { Amount: (unit * row.quantity) / 100, Currency: currency },
    };
  });
  return {
    Count: lines.length,
    Quantity: lines.reduce((sum, line) => sum + line.Quantity, 0),
    Lines: lines,
    Total: { Amount: total / 100, Currency: currency },
  };
}
