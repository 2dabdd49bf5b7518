import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/statement.ts';
import {
  type OfferRow,
  offerColumns,
  offerJoins,
  type ShippingFeeRow,
  shippingFeeColumn,
  stateColumns,
} from '../commerce/index.ts';
import { cartCodesColumn } from '../promotions/index.ts';
import type { CartLineRow } from './cart-lines.ts';
import type { CartOwner, CartRow } from './cart-owner.ts';

/*
 * Everything the cart's read needs, in one statement (issue 15, ADR 0062): the owner's cart, its deliveries, its
 * lines with what the page names them by and — from the commerce home's pieces — each variant's state (a guest)
 * or offer (a buyer), and for a buyer the market's shipping fee and the cart's promotion codes. One round trip
 * instead of six, one snapshot instead of six, and a fixed text per kind of owner, prepared once per connection.
 */

/** A line as the statement gives it: the line, and its variant's state or offer. */
export type CheckoutLineRow = CartLineRow & OfferRow;

export interface CheckoutRows {
  readonly cart: CartRow;
  readonly deliveries: readonly { shipment_no: number; delivery_date: string | null }[];
  readonly lines: readonly CheckoutLineRow[];
  /** A buyer's only: the market's shipping fee rule (null: none) and the cart's codes. */
  readonly shippingFee: ShippingFeeRow | null;
  readonly promotionCodes: readonly string[];
}

const owner = sql.placeholder('owner');
const market = sql.placeholder('market');

function checkoutStatement(kind: CartOwner['kind']) {
  const buyer = kind === 'buyer';
  return preparedStatement<{ owner: string; market: string }>(
    `cart_checkout_${kind}`,
    sql`select c.id, c.name, c.version, c.market_id, c.shipping_address_id, c.order_reference, c.order_comment,
      coalesce((select json_agg(json_build_object('shipment_no', d.shipment_no,
          'delivery_date', d.delivery_date::text) order by d.shipment_no)
        from cart_deliveries d where d.cart_id = c.id), '[]'::json) as deliveries,
      coalesce((select json_agg(x order by x.shipment_no, x.id) from (
          select l.id, l.shipment_no, l.variant_id, v.code, v.lvi_number, p.name, v.attribute_values,
            p.images -> 0 ->> 'key' as image_key, p.route_path, k.route_segment, l.quantity, l.note,
            l.seen_at, l.seen_net_cents, l.seen_discontinued, l.seen_not_shoppable, l.seen_stock_short,
            l.quantity_capped, ${buyer ? offerColumns() : stateColumns(market)}
          from cart_lines l
          join variants v on v.id = l.variant_id
          join products p on p.id = v.product_id
          join catalogs k on k.id = p.catalog_id
          ${buyer ? offerJoins(market) : sql``}
          where l.cart_id = c.id) x), '[]'::json) as lines
      ${buyer ? sql`, ${shippingFeeColumn(market)} as shipping_fee, ${cartCodesColumn(sql`c.id`)} as promotion_codes` : sql``}
    from carts c where ${buyer ? sql`c.user_id = ${owner}` : sql`c.guest_id = ${owner}`}`,
  );
}

const STATEMENTS = { buyer: checkoutStatement('buyer'), guest: checkoutStatement('guest') };

interface Row extends CartRow {
  deliveries: CheckoutRows['deliveries'];
  lines: CheckoutLineRow[];
  shipping_fee?: ShippingFeeRow | null;
  promotion_codes?: string[];
}

/** The owner's cart with all the read needs; undefined when the buyer has no cart yet. */
export async function selectCheckoutRows(db: Db, owner: CartOwner): Promise<CheckoutRows | undefined> {
  const [row] = await STATEMENTS[owner.kind].run<Row>(db, {
    owner: owner.kind === 'buyer' ? owner.buyer.user.userId : owner.guestKey,
    market: owner.market.id,
  });
  if (!row) return undefined;
  return {
    cart: {
      id: row.id,
      name: row.name,
      version: Number(row.version),
      market_id: row.market_id,
      shipping_address_id: row.shipping_address_id,
      order_reference: row.order_reference,
      order_comment: row.order_comment,
    },
    deliveries: row.deliveries,
    lines: row.lines,
    shippingFee: row.shipping_fee ?? null,
    promotionCodes: row.promotion_codes ?? [],
  };
}
