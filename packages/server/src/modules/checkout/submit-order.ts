import type { SubmitOrder, SubmittedOrder } from '@airshop/domain/commerce/checkout-order';
import type { SubmitRefusal } from '@airshop/domain/commerce/order-limits';
import { amountInCents } from '@airshop/domain/commerce/product-price';
import type { Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { companyScope, runIdempotent } from '../../platform/idempotency.ts';
import { mailboxFor } from '../../platform/mailboxes.ts';
import { checkCartId, checkoutBlockers, lockOwnerCart, priceCart } from '../cart/index.ts';
import { findContactOfUser } from '../customer/index.ts';
import { enqueueMail, loadMailTexts, renderMailDocument } from '../mail/index.ts';
import { enqueueOrderExport } from '../orders/index.ts';
import { type OrderBuyer, requireOrderBuyer } from './order-buyer.ts';
import type { OrderMailSettings } from './order-mail-settings.ts';
import { orderMail } from './order-mails.ts';
import { emptyOrderedCart, insertOrder, insertPromotionUses, nextOrderNumber } from './order-rows.ts';
import { buildOrderSnapshot } from './order-snapshot.ts';
import { refuseSubmit, requireIdempotencyKey } from './refusal.ts';
import { findShippingAddress } from './shipping-address.ts';

/*
 * POST Carts/{id}/Order/Submit (shop.md §4 order submit, issue 16 point 2; ADR 0063): the order is placed once,
 * priced by the server, exactly as the page showed it, or refused with the reason and nothing stored.
 */

/** The operation the submit's idempotency keys are recorded for. */
export const SUBMIT_ORDER_OPERATION = 'POST Carts/{id}/Order/Submit';

/** The delivery blockers of the cart's read that refuse a submit, in the order the page should fix them. */
const BLOCKER_REFUSALS: readonly SubmitRefusal[] = [
  'emptyDelivery',
  'lineNotOrderable',
  'deliveryDateTooEarly',
];

export async function submitOrder(
  ctx: RequestContext,
  settings: OrderMailSettings,
  input: { id: string; idempotencyKey: string | undefined; body: SubmitOrder },
): Promise<SubmittedOrder> {
  const buyer = await requireOrderBuyer(ctx);
  const key = requireIdempotencyKey(input.idempotencyKey);
  const { result } = await runIdempotent(
    ctx.db,
    {
      scope: companyScope(buyer.companyId),
      key,
      operation: SUBMIT_ORDER_OPERATION,
      request: { id: input.id, ...input.body },
    },
    (tx) => placeOrder({ ...ctx, db: tx }, tx, buyer, input.id, input.body, settings),
  );
  return result;
}

/** Everything of the submit in the one transaction of its idempotency key. */
async function placeOrder(
  ctx: RequestContext,
  tx: Tx,
  buyer: OrderBuyer,
  id: string,
  shown: SubmitOrder,
  settings: OrderMailSettings,
): Promise<SubmittedOrder> {
  // The lock makes parallel submits of one cart run one after the other: the second finds the cart emptied.
  const cart = await lockOwnerCart(tx, buyer);
  checkCartId(cart, id);
  if (!cart) refuseSubmit('emptyCart');
  const priced = await priceCart(ctx, buyer);
  const { checkout, totals } = priced;
  if (checkout.Items.length === 0) refuseSubmit('emptyCart');
  if (cart.version !== shown.Version) refuseSubmit('cartChanged', { version: cart.version });
  const blockers = checkoutBlockers(checkout, false);
  for (const reason of BLOCKER_REFUSALS) {
    const blocker = blockers.find((b) => b.Reason === reason);
    if (blocker) refuseSubmit(reason, { shipmentNo: blocker.ShipmentNo });
  }
  if (priced.promotionsNotApplying.length > 0) {
    refuseSubmit('promotionInvalid', { codes: priced.promotionsNotApplying });
  }
  const address = cart.shipping_address_id
    ? await findShippingAddress(tx, buyer.companyId, cart.shipping_address_id)
    : undefined;
  if (!address) refuseSubmit('noShippingAddress');
  if (!totals || amountInCents(totals.TotalNet) !== amountInCents(shown.TotalNet)) {
    refuseSubmit('priceChanged', { totalNet: totals?.TotalNet ?? null });
  }

  const contact = await findContactOfUser(tx, buyer.buyer.user.userId);
  if (!contact) throw new AppError('unauthenticated');
  const { number, placedAt } = await nextOrderNumber(tx, 'order');
  const snapshot = buildOrderSnapshot({
    number,
    kind: 'order',
    placedAt,
    cart: checkout,
    taxRates: priced.lines,
    totals,
    reference: cart.order_reference,
    comment: cart.order_comment,
    buyer: {
      Name: `${contact.firstName} ${contact.lastName}`.trim(),
      Email: contact.email,
      Phone: contact.phone,
    },
    company: { Name: contact.companyName ?? '', CustomerNumber: contact.customerNumber },
    shippingAddress: {
      Name: address.name,
      Line1: address.line1,
      Line2: address.line2,
      PostalCode: address.postalCode,
      City: address.city,
      CountryCode: address.countryCode,
      Phone: address.phone,
    },
  });
  const orderId = await insertOrder(
    tx,
    snapshot,
    { companyId: buyer.companyId, userId: buyer.buyer.user.userId, locale: ctx.locale, cartId: cart.id },
    placedAt,
  );
  await insertPromotionUses(tx, snapshot.PromotionCodes, buyer.companyId, number);
  // The ERP hand-off (issue 16 point 8): its workers wake when this transaction commits.
  await enqueueOrderExport(tx, orderId);

  const text = await loadMailTexts(tx, ctx.locale);
  const orderUrl = `${settings.publicUrl}/${ctx.locale}/orders/${number}`;
  const mail = (kind: 'confirmation' | 'desk') =>
    renderMailDocument(orderMail({ kind, order: snapshot, text, locale: ctx.locale, orderUrl }));
  await enqueueMail(tx, { to: [snapshot.Buyer.Email], ...mail('confirmation') });
  await enqueueMail(tx, {
    to: [mailboxFor(settings.mailboxes, 'order-desk', snapshot.MarketId)],
    ...mail('desk'),
  });

  await emptyOrderedCart(tx, cart.id);
  return {
    OrderNumber: number,
    OrderReference: snapshot.OrderReference,
    // ?placed=1: the order page greets the buyer with the confirmation (ADR 0064).
    RedirectUrl: `/${ctx.locale}/orders/${number}?placed=1`,
  };
}
