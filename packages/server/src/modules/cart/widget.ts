import type { CartWidget } from '@airshop/domain/commerce/cart';
import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { type Buyer, priceLines } from '../commerce/index.ts';
import { resolveCartOwner } from './cart-owner.ts';

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
 * GET Carts/Default/Widget: the header's summary of the caller's cart — lines in delivery order and, for a
 * buyer, today's net prices of the cart's market and the total. A guest cart shows no prices (shop.md §6): they
 * are not even read. An empty summary when a buyer has no cart yet.
 */
export async function getCartWidget(ctx: RequestContext): Promise<CartWidget> {
  const owner = await resolveCartOwner(ctx);
  const rows = await cartLines(
    ctx,
    owner.kind === 'buyer' ? sql`c.user_id = ${owner.buyer.user.userId}` : sql`c.id = ${owner.cartId}`,
  );
  const summary = {
    Count: rows.length,
    Quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
  };
  if (owner.kind === 'guest') {
    return {
      ...summary,
      Lines: rows.map((row) => ({ ...widgetLine(ctx, row), Price: null, LineTotal: null })),
      Total: null,
      IsGuest: true,
    };
  }
  return { ...summary, ...(await pricedLines(ctx, owner.buyer, rows)), IsGuest: false };
}

function cartLines(ctx: RequestContext, cart: SQL): Promise<LineRow[]> {
  return queryRows<LineRow>(
    ctx.db,
    sql`select l.id, l.shipment_no, l.variant_id, c.market_id, v.code, p.name, l.quantity, l.note
      from carts c
      join cart_lines l on l.cart_id = c.id
      join variants v on v.id = l.variant_id
      join products p on p.id = v.product_id
      where ${cart}
      order by l.shipment_no, l.id`,
  );
}

function widgetLine(ctx: RequestContext, row: LineRow) {
  return {
    LineItemId: Number(row.id),
    ShipmentNo: Number(row.shipment_no),
    Code: row.code,
    Name: localizedText(row.name, ctx.locale),
    Quantity: row.quantity,
    Note: row.note,
  };
}

async function pricedLines(
  ctx: RequestContext,
  buyer: Buyer,
  rows: LineRow[],
): Promise<Pick<CartWidget, 'Lines' | 'Total'>> {
  const market = { id: rows[0]?.market_id ?? buyer.market.id, currency: buyer.market.currency };
  const lines = rows.map((row) => ({ ...row, variantId: Number(row.variant_id) }));
  const priced = await priceLines(ctx, buyer, lines, market);
  return {
    Lines: priced.lines.map((line) => ({
      ...widgetLine(ctx, line),
      Price: line.unitPrice,
      LineTotal: line.lineTotal,
    })),
    Total: { Amount: priced.totals.TotalNet, Currency: priced.totals.Currency },
  };
}
