import type { RequestContext } from '../../../platform/context.ts';
import { resolveCartOwner } from '../cart-owner.ts';

/** Whose cart an upload fills, and the market whose catalogue rules apply. */
export type UploadOwner =
  | { kind: 'buyer'; userId: string; marketId: string }
  | { kind: 'guest'; guestKey: string; marketId: string };

/** The caller's cart owner as every cart call finds it (resolveCartOwner), in the terms the upload writes with. */
export async function uploadOwner(ctx: RequestContext): Promise<UploadOwner> {
  const owner = await resolveCartOwner(ctx);
  return owner.kind === 'buyer'
    ? { kind: 'buyer', userId: owner.buyer.user.userId, marketId: owner.market.id }
    : { kind: 'guest', guestKey: owner.guestKey, marketId: owner.market.id };
}
