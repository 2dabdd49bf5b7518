import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import { cartTotal, commerceTotals } from '@airshop/domain/commerce/commerce-totals';
import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { type Buyer, priceLines } from '../commerce/index.ts';
import { applyCartPromotions } from './apply-cart-promotions.ts';
import { cartCodes } from './queries.ts';

/*
 * The answer of the PromotionCode writes until the cart's own read (cart-core's readCartCheckout) is merged:
 * the buyer's cart with its deliveries, lines, net prices, codes and totals as far as this module reads them.
 * What only the cart's read knows (list prices, stock, delivery dates, alerts, the shipping fee) is left empty.
 * routes.ts answers through one line, answerCart(), which the merge points at readCartCheckout.
 */

interface LineRow {
  id: number;
  shipment_no: number;
  variant_id: number;
  code: string;
  lvi_number: string | null;
  name: LocalizedText;
  url: string;
  quantity: number;
  note: string | null;
}

export async function interimCartCheckout(ctx: RequestContext, buyer: Buyer): Promise<CartCheckout> {
  const [cart] = await queryRows<{ id: string; name: string | null; market_id: string }>(
    ctx.db,
    sql`select id, name, market_id from carts where user_id = ${buyer.user.userId}`,
  );
  const market = { id: cart?.market_id ?? buyer.market.id, currency: buyer.market.currency };
  const rows = cart
    ? await queryRows<LineRow>(
        ctx.db,
        sql`select l.id, l.shipment_no, l.variant_id, v.code, v.lvi_number, p.name, l.quantity, l.note,
            '/' || ${ctx.locale} || '/' || k.route_segment || '/' || p.route_path as url
          from cart_lines l join variants v on v.id = l.variant_id join products p on p.id = v.product_id
          join catalogs k on k.id = p.catalog_id
          where l.cart_id = ${cart.id} order by l.shipment_no, l.id`,
      )
    : [];
  const deliveries = cart
    ? await queryRows<{ shipment_no: number; delivery_date: string | null }>(
        ctx.db,
        sql`select shipment_no, delivery_date::text as delivery_date from cart_deliveries
          where cart_id = ${cart.id} order by shipment_no`,
      )
    : [];
  const priced = await priceLines(
    ctx,
    buyer,
    rows.map((row) => ({ ...row, variantId: Number(row.variant_id) })),
    market,
  );
  const shippingFee = { cents: 0, taxRate: 0 };
  const { promotions } = cart
    ? await applyCartPromotions(ctx, {
        cartId: cart.id,
        marketId: market.id,
        currency: market.currency,
        companyId: buyer.user.companyId,
        lines: priced.lines.map((line) => ({
          variantId: line.variantId,
          lineCents: line.unitCents === null ? null : line.unitCents * line.quantity,
          taxRate: line.taxRate,
        })),
        shippingFee,
      })
    : { promotions: [] };
  const totals = commerceTotals(priced.lines, market.currency, { shippingFee, promotions });
  return {
    Id: cart?.id ?? null,
    Name: cart?.name ?? null,
    Version: 0,
    MarketId: market.id,
    Currency: market.currency,
    ShowPrices: true,
    IsGuest: false,
    Deliveries: deliveries.map((d) => {
      const own = priced.lines.filter((line) => Number(line.shipment_no) === Number(d.shipment_no));
      const cents = own.reduce((sum, line) => sum + (line.unitCents ?? 0) * line.quantity, 0);
      return {
        ShipmentNo: Number(d.shipment_no),
        DeliveryDate: d.delivery_date,
        EarliestDeliveryDate: null,
        SubTotal: { Amount: cents / 100, Currency: market.currency },
      };
    }),
    Items: priced.lines.map((line) => ({
      LineItemId: Number(line.id),
      ShipmentNo: Number(line.shipment_no),
      Code: line.code,
      LviNumber: line.lvi_number,
      Name: localizedText(line.name, ctx.locale),
      Url: line.url,
      ImageUrl: null,
      Quantity: line.quantity,
      Note: line.note,
      Price: null,
      DiscountedPrice: line.unitPrice,
      LineTotal: line.lineTotal,
      Stock: null,
      EarliestDeliveryDate: null,
      Orderable: line.unitPrice !== null,
    })),
    PromotionCodes: cart ? await cartCodes(ctx.db, cart.id) : [],
    Total: cartTotal(totals),
    Alerts: [],
    OrderReference: null,
    ShippingAddressId: null,
  };
}
