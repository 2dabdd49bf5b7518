import type { CartAlert, CartCheckout, CartDelivery, CartItem } from '@airshop/domain/commerce/cart-checkout';
import { earliestDeliveryDate, shippingFeeCents } from '@airshop/domain/commerce/cart-deliveries';
import { type CommerceTotals, cartTotal, commerceTotals } from '@airshop/domain/commerce/commerce-totals';
import { deliveryDate } from '@airshop/domain/commerce/delivery-date';
import type { Money } from '@airshop/domain/commerce/product-price';
import type { RequestContext } from '../../platform/context.ts';
import { offerOf, shippingFeeOf, stateOf } from '../commerce/index.ts';
import { applyCartPromotions } from '../promotions/index.ts';
import { type LineToday, lineAlerts, markSeen, seenStateOf } from './alerts.ts';
import { type CartLineRow, lineLinks, lineName } from './cart-lines.ts';
import type { CartOwner } from './cart-owner.ts';
import { lockCart } from './cart-write.ts';
import { selectCheckoutRows } from './checkout-query.ts';

/** Today on the server's calendar (UTC), YYYY-MM-DD: the day lead times and wished dates count from. */
export function serverToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The checkout of an owner without a cart yet: empty, version 0. */
function emptyCheckout(owner: CartOwner): CartCheckout {
  const currency = owner.market.currency;
  return {
    Id: null,
    Name: null,
    Version: 0,
    MarketId: owner.market.id,
    Currency: currency,
    ShowPrices: owner.kind === 'buyer',
    IsGuest: owner.kind === 'guest',
    Deliveries: [],
    Items: [],
    PromotionCodes: [],
    Total:
      owner.kind === 'buyer'
        ? { TotalNet: 0, TotalTaxIncluded: 0, ShippingFee: 0, Promotions: [], Currency: currency }
        : null,
    Alerts: [],
    OrderReference: null,
    ShippingAddressId: null,
  };
}

/**
 * GET Carts/{id}/Checkout and the answer of every cart write (issue 15): the owner's cart with its deliveries,
 * lines (named in the page's locale), today's prices of the owner's market, stock, earliest dates, totals with
 * the shipping fee and promotions, and the alerts. A guest's cart carries no price, stock or date (shop.md §6).
 * The first read by a buyer takes what each new line looks like today, against which later alerts are raised.
 */
export async function readCartCheckout(ctx: RequestContext, owner: CartOwner): Promise<CartCheckout> {
  return (await priceCart(ctx, owner)).checkout;
}

/**
 * The cart's read with what the order submit needs beyond the page's answer (ADR 0063): the full totals of the
 * one computation (subtotal, taxes per rate), each line's variant and tax rate, and the applied codes that do not
 * apply today. Null totals for a guest; run it on the submit's transaction (`{ ...ctx, db: tx }`) to price the
 * locked cart.
 */
export interface PricedCart {
  readonly checkout: CartCheckout;
  readonly totals: CommerceTotals | null;
  readonly lines: ReadonlyMap<number, { readonly variantId: number; readonly taxRate: number }>;
  readonly promotionsNotApplying: readonly string[];
}

export async function priceCart(ctx: RequestContext, owner: CartOwner): Promise<PricedCart> {
  const read = await selectCheckoutRows(ctx.db, owner);
  if (!read)
    return { checkout: emptyCheckout(owner), totals: null, lines: new Map(), promotionsNotApplying: [] };
  const { cart, deliveries: deliveryRows, lines } = read;
  const market = owner.market;
  const money = (cents: number | null): Money | null =>
    cents === null ? null : { Amount: cents / 100, Currency: market.currency };
  const today = serverToday();
  const todays = new Map<number, LineToday>();
  if (owner.kind === 'buyer') {
    for (const line of lines) todays.set(line.variant_id, { offer: offerOf(line) });
    await takeFirstLook(ctx, cart.id, lines, todays);
  } else {
    for (const line of lines) todays.set(line.variant_id, { state: stateOf(line) });
  }

  const alerts: CartAlert[] = [];
  const items: (CartItem & { cents: number | null; taxRate: number })[] = lines.map((row) => {
    const now = todays.get(row.variant_id);
    const offer = now && 'offer' in now ? now.offer : null;
    const state = now ? ('offer' in now ? now.offer : now.state) : null;
    const name = lineName(row, ctx.locale);
    alerts.push(...lineAlerts(row, now, name, money));
    const cents = offer?.netCents == null ? null : offer.netCents * row.quantity;
    return {
      LineItemId: row.id,
      ShipmentNo: row.shipment_no,
      Code: row.code,
      LviNumber: row.lvi_number?.trim() || null,
      Name: name,
      ...lineLinks(row, ctx.locale),
      Quantity: row.quantity,
      Note: row.note,
      Price: offer ? money(offer.grossCents) : null,
      DiscountedPrice: offer ? money(offer.netCents) : null,
      LineTotal: money(cents),
      Stock: offer ? { Stock: offer.stock, IsAlternativeStockFlow: offer.alternativeStockFlow } : null,
      EarliestDeliveryDate: offer ? deliveryDate(today, offer.deliveryBands, row.quantity) : null,
      Orderable: state ? state.shoppable && !state.discontinued && state.priced : false,
      cents,
      taxRate: offer?.taxRate ?? 0,
    };
  });

  const deliveries: CartDelivery[] = deliveryRows.map((row) => {
    const shipmentNo = Number(row.shipment_no);
    const own = items.filter((item) => item.ShipmentNo === shipmentNo);
    return {
      ShipmentNo: shipmentNo,
      DeliveryDate: row.delivery_date,
      EarliestDeliveryDate:
        owner.kind === 'buyer'
          ? earliestDeliveryDate(
              today,
              own.map((item) => item.EarliestDeliveryDate),
            )
          : null,
      SubTotal: owner.kind === 'buyer' ? money(own.reduce((sum, item) => sum + (item.cents ?? 0), 0)) : null,
    };
  });

  let total: CartCheckout['Total'] = null;
  let totals: CommerceTotals | null = null;
  let promotionCodes: string[] = [];
  let promotionsNotApplying: string[] = [];
  if (owner.kind === 'buyer') {
    const subTotalCents = items.reduce((sum, item) => sum + (item.cents ?? 0), 0);
    const rule = shippingFeeOf(read.shippingFee);
    const granted = await applyCartPromotions(ctx, {
      cartId: cart.id,
      codes: read.promotionCodes,
      marketId: market.id,
      currency: market.currency,
      companyId: owner.buyer.user.companyId,
      lines: items.map((item, i) => ({
        variantId: lines[i]?.variant_id ?? 0,
        lineCents: item.cents,
        taxRate: item.taxRate,
      })),
      shippingFee: { cents: shippingFeeCents(rule, subTotalCents), taxRate: rule?.taxRate ?? 0 },
    });
    const totalLines = items.map((item) => ({
      unitCents: item.cents,
      quantity: 1,
      taxRate: item.taxRate,
    }));
    totals = commerceTotals(totalLines, market.currency, {
      shippingFee: granted.shippingFee,
      promotions: granted.promotions,
    });
    total = cartTotal(totals);
    promotionsNotApplying = granted.notApplying;
    promotionCodes = granted.promotions.map((promotion) => promotion.code);
  }

  const checkout: CartCheckout = {
    Id: cart.id,
    Name: cart.name,
    Version: cart.version,
    MarketId: market.id,
    Currency: market.currency,
    ShowPrices: owner.kind === 'buyer',
    IsGuest: owner.kind === 'guest',
    Deliveries: deliveries,
    Items: items.map(({ cents: _cents, taxRate: _taxRate, ...item }) => item),
    PromotionCodes: promotionCodes,
    Total: total,
    Alerts: alerts,
    OrderReference: owner.kind === 'buyer' ? cart.order_reference : null,
    ShippingAddressId: owner.kind === 'buyer' ? cart.shipping_address_id : null,
  };
  return {
    checkout,
    totals,
    lines: new Map(
      items.map((item, i) => [
        item.LineItemId,
        { variantId: lines[i]?.variant_id ?? 0, taxRate: item.taxRate },
      ]),
    ),
    promotionsNotApplying,
  };
}

/**
 * Takes what the lines no buyer has read yet look like today (added by the widget, an upload or a guest
 * merge), under the cart's lock so it never crosses a write; it is no change of the cart (the version stays).
 */
async function takeFirstLook(
  ctx: RequestContext,
  cartId: string,
  lines: readonly CartLineRow[],
  todays: ReadonlyMap<number, LineToday>,
): Promise<void> {
  const unseen = lines.flatMap((line) => {
    const now = todays.get(line.variant_id);
    return line.seen_at === null && now && 'offer' in now
      ? [{ id: line.id, seen: seenStateOf(now.offer, line.quantity) }]
      : [];
  });
  if (unseen.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    await lockCart(tx, cartId);
    await markSeen(tx, unseen, { onlyUnseen: true });
  });
}
