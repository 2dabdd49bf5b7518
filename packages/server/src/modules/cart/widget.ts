import type { CartWidget } from '@airshop/domain/commerce/cart';
import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { priceLines, requireBuyer } from '../commerce/index.ts';

interface LineRow {
  id: number;
  shipment_no: number;
  variant_id: number;
  market_id: string;
  code: string;
  name: LocalizedText;
  quantity: number;
  note: string | null;
}

/**
 * GET Carts/Default/Widget: the header's summary of the buyer's default cart — lines in delivery order with
 * today's net prices of the cart's market, and the total. An empty summary when there is no cart yet.
 */
export async function getCartWidget(ctx: RequestContext): Promise<CartWidget> {
  const buyer = await requireBuyer(ctx);
  const rows = await queryRows<LineRow>(
    ctx.db,
    sql`select l.id, l.shipment_no, l.variant_id, c.market_id, v.code, p.name, l.quantity, l.note
      from carts c
      join cart_lines l on l.cart_id = c.id
      join variants v on v.id = l.variant_id
      join products p on p.id = v.product_id
      where c.user_id = ${buyer.user.userId}
      order by l.shipment_no, l.id`,
  );
  const market = { id: rows[0]?.market_id ?? buyer.market.id, currency: buyer.market.currency };
  const lines = rows.map((row) => ({ ...row, variantId: Number(row.variant_id) }));
  const priced = await priceLines(ctx, buyer, lines, market);
  return {
    Count: rows.length,
    Quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    Lines: priced.lines.map((line) => ({
      LineItemId: Number(line.id),
      ShipmentNo: Number(line.shipment_no),
      Code: line.code,
      Name: localizedText(line.name, ctx.locale),
      Quantity: line.quantity,
      Note: line.note,
      Price: line.unitPrice,
      LineTotal: line.lineTotal,
    })),
    Total: { Amount: priced.totals.TotalNet, Currency: priced.totals.Currency },
    IsGuest: false,
  };
}
