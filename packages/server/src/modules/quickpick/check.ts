import type {
  QuickOrderCheck,
  QuickOrderCheckResult,
  QuickPickError,
} from '@airshop/domain/commerce/quick-pick';
import { type LocalizedText, localizedText } from '@airshop/domain/i18n/localized-text';
import { QUANTITY_MAX } from '@airshop/domain/site/constants';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import type { CartOwner } from '../cart/index.ts';
import { findBuyableVariants } from '../commerce/index.ts';

/*
 * POST Qp/QuickOrder/Check (ADR 0069): what the quick-order box's rows would do, checked as Items/Bulk checks them
 * (the same look-up by code or LVI number, findBuyableVariants), without writing anything. quantityLimit counts
 * the line the add would grow — delivery 1's, where Bulk puts a row without a delivery — and the rows before.
 */
export async function checkQuickOrder(
  ctx: RequestContext,
  owner: CartOwner,
  input: QuickOrderCheck,
): Promise<QuickOrderCheckResult> {
  const lookups = await findBuyableVariants(
    ctx,
    owner.market.id,
    input.Rows.map((row) => row.Code),
  );
  const ids = [...lookups.values()].flatMap((lookup) => ('variantId' in lookup ? [lookup.variantId] : []));
  const owned =
    owner.kind === 'buyer'
      ? sql`o.user_id = ${owner.buyer.user.userId}`
      : sql`o.guest_id = ${owner.guestKey}`;
  const found =
    ids.length === 0
      ? []
      : await queryRows<{
          id: number;
          code: string;
          name: LocalizedText;
          attributes: LocalizedText[];
          in_cart: number | null;
        }>(
          ctx.db,
          sql`select v.id, v.code, p.name, v.attribute_values as attributes,
              (select l.quantity from cart_lines l join carts o on o.id = l.cart_id
                where ${owned} and l.shipment_no = 1 and l.variant_id = v.id) as in_cart
            from variants v join products p on p.id = v.product_id
            where v.id = any(${`{${ids.join(',')}}`}::bigint[])`,
        );
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  const filled = new Map<number, number>();
  return {
    Rows: input.Rows.map((row) => {
      const lookup = lookups.get(row.Code);
      const refused = (error: QuickPickError, variant?: (typeof found)[number]) => ({
        Code: row.Code,
        VariantCode: variant?.code ?? null,
        Name: variant ? nameOf(variant, ctx.locale) : null,
        Quantity: row.Quantity,
        Error: error,
      });
      if (!lookup) return refused('unknownCode');
      if ('refused' in lookup) return refused(lookup.refused);
      const variant = byId.get(lookup.variantId);
      if (!variant) return refused('unknownCode');
      const before = filled.get(lookup.variantId) ?? Number(variant.in_cart ?? 0);
      if (before + row.Quantity > QUANTITY_MAX) return refused('quantityLimit', variant);
      filled.set(lookup.variantId, before + row.Quantity);
      return {
        Code: row.Code,
        VariantCode: variant.code,
        Name: nameOf(variant, ctx.locale),
        Quantity: row.Quantity,
        Error: null,
      };
    }),
  };
}

function nameOf(
  variant: { name: LocalizedText; attributes: LocalizedText[] },
  locale: RequestContext['locale'],
) {
  const attributes = (variant.attributes ?? []).map((value) => localizedText(value, locale)).join(' · ');
  const name = localizedText(variant.name, locale);
  return attributes ? `${name} (${attributes})` : name;
}
