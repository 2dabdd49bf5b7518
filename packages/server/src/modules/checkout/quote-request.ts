import type { GuestQuoteRequest, SubmittedOrder } from '@airshop/domain/commerce/checkout-order';
import type { Tx } from '../../db/rows.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { runIdempotent } from '../../platform/idempotency.ts';
import { mailboxFor } from '../../platform/mailboxes.ts';
import { clientNetworkSubject, hitRateLimit, type RateLimit } from '../../platform/rate-limit.ts';
import { type CartOwner, findGuestCartId, guestCartKey, lockOwnerCart, priceCart } from '../cart/index.ts';
import { enqueueMail, loadMailTexts, renderMailDocument } from '../mail/index.ts';
import { getMarket } from '../market/index.ts';
import { salesTeamAddresses } from '../sales-contacts/index.ts';
import type { OrderMailSettings } from './order-mail-settings.ts';
import { orderMail } from './order-mails.ts';
import { emptyOrderedCart, insertOrder, nextOrderNumber } from './order-rows.ts';
import { buildOrderSnapshot } from './order-snapshot.ts';
import { refuseSubmit, requireIdempotencyKey } from './refusal.ts';

/*
 * POST Carts/Default/Order/GuestSubmit (issue 16 point 3; ADR 0063): a visitor without an account sends the
 * guest cart as a quote request — an order of kind quoteRequest without any price — to the sales team of the
 * country they name, with a copy to themselves. Anyone can send one, so it is limited per network.
 */

/** Five requests an hour from one network: more than a buyer asks, too few to flood the sales team. */
export const QUOTE_REQUEST_LIMIT: RateLimit = { name: 'quote-request:ip', max: 5, windowSeconds: 3600 };

export const QUOTE_REQUEST_OPERATION = 'POST Carts/Default/Order/GuestSubmit';

/** The scope of a guest's idempotency keys: the guest cart's key (the hash of the GuestId, ADR 0059). */
export function guestScope(guestKey: string): string {
  return `guest:${guestKey}`;
}

export async function submitQuoteRequest(
  ctx: RequestContext,
  settings: OrderMailSettings,
  input: { idempotencyKey: string | undefined; body: GuestQuoteRequest; clientIp: string },
): Promise<SubmittedOrder> {
  const owner = await guestOwner(ctx);
  const key = requireIdempotencyKey(input.idempotencyKey);
  const { result } = await runIdempotent(
    ctx.db,
    { scope: guestScope(owner.guestKey), key, operation: QUOTE_REQUEST_OPERATION, request: input.body },
    async (tx) => {
      // Counted only when the request is stored: a refusal rolls the hit back with everything else.
      await hitRateLimit(tx, QUOTE_REQUEST_LIMIT, clientNetworkSubject(input.clientIp));
      return placeQuoteRequest({ ...ctx, db: tx }, tx, owner, input.body, settings);
    },
  );
  return result;
}

/** The visitor's guest cart by the GuestId cookie (none: 404), in the site language's market. */
async function guestOwner(ctx: RequestContext): Promise<Extract<CartOwner, { kind: 'guest' }>> {
  const cartId = ctx.guestId ? await findGuestCartId(ctx, ctx.guestId) : null;
  if (!ctx.guestId || !cartId) throw new AppError('not_found', 'No guest cart');
  const market = await getMarket(ctx);
  if (!market.webshopEnabled) throw new AppError('webshop_disabled');
  return { kind: 'guest', cartId, guestKey: guestCartKey(ctx.guestId), market };
}

async function placeQuoteRequest(
  ctx: RequestContext,
  tx: Tx,
  owner: Extract<CartOwner, { kind: 'guest' }>,
  body: GuestQuoteRequest,
  settings: OrderMailSettings,
): Promise<SubmittedOrder> {
  const cart = await lockOwnerCart(tx, owner);
  if (!cart) throw new AppError('not_found', 'No guest cart');
  const { checkout } = await priceCart(ctx, owner);
  if (checkout.Items.length === 0) refuseSubmit('emptyCart');
  if (cart.version !== body.Version) refuseSubmit('cartChanged', { version: cart.version });

  const { number, placedAt } = await nextOrderNumber(tx, 'quoteRequest');
  const snapshot = buildOrderSnapshot({
    number,
    kind: 'quoteRequest',
    placedAt,
    cart: checkout,
    totals: null,
    reference: body.OrderReference ?? null,
    comment: body.Comment ?? null,
    buyer: { Name: `${body.FirstName} ${body.LastName}`, Email: body.Email, Phone: body.Phone },
    company: { Name: body.CompanyName, CustomerNumber: null },
    shippingAddress: {
      Name: body.CompanyName,
      Line1: body.Line1,
      Line2: body.Line2 ?? null,
      PostalCode: body.PostalCode,
      City: body.City,
      CountryCode: body.CountryCode,
      Phone: body.Phone,
    },
  });
  await insertOrder(
    tx,
    snapshot,
    { companyId: null, userId: null, locale: ctx.locale, cartId: cart.id },
    placedAt,
  );

  const text = await loadMailTexts(tx, ctx.locale);
  const mail = (kind: 'quoteCopy' | 'quoteSales') =>
    renderMailDocument(orderMail({ kind, order: snapshot, text, locale: ctx.locale }));
  const salesTeam = await salesTeamAddresses(tx, body.CountryCode);
  await enqueueMail(tx, { to: [body.Email], ...mail('quoteCopy') });
  await enqueueMail(tx, {
    to: salesTeam.length > 0 ? salesTeam : [mailboxFor(settings.mailboxes, 'order-desk', snapshot.MarketId)],
    ...mail('quoteSales'),
  });

  await emptyOrderedCart(tx, cart.id);
  return {
    OrderNumber: number,
    OrderReference: snapshot.OrderReference,
    RedirectUrl: `/${ctx.locale}/cart/quote-sent?number=${encodeURIComponent(number)}`,
  };
}
