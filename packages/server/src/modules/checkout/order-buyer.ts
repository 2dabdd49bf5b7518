import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type CartOwner, resolveCartOwner } from '../cart/index.ts';

/** A buyer's cart owner, with the company every order, address and key scope belongs to. */
export type OrderBuyer = Extract<CartOwner, { kind: 'buyer' }> & { readonly companyId: string };

/**
 * Who may prepare and place an order: the cart's owner rules (401 anonymous, 403 waiting or without the webshop
 * role, 409 webshop_disabled), and then only a buyer of a company. A guest's cart has no order fields — its
 * visitor sends a quote request instead — so a guest is 403; so is a buyer without a company.
 */
export async function requireOrderBuyer(ctx: RequestContext): Promise<OrderBuyer> {
  const owner = await resolveCartOwner(ctx);
  if (owner.kind !== 'buyer') throw new AppError('forbidden', 'A guest cart is sent as a quote request.');
  const companyId = owner.buyer.user.companyId;
  if (!companyId) throw new AppError('forbidden');
  return { ...owner, companyId };
}
