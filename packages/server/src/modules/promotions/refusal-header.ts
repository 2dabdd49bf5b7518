import { CUSTOM_MESSAGE_HEADER } from '@airshop/domain/commerce/add-item';
import { PROMOTION_REFUSALS } from '@airshop/domain/commerce/cart-edits';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.ts';

/**
 * shop.md §8 and the cart's shared rule: a refused code carries its reason in x-custom-message as well as in
 * details.reason, set on the reply before the error goes on to the one error mapper.
 */
export function markPromotionRefusal(reply: FastifyReply, error: unknown): void {
  if (!(error instanceof AppError) || error.code !== 'conflict') return;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  if (typeof reason === 'string' && (PROMOTION_REFUSALS as readonly string[]).includes(reason)) {
    reply.header(CUSTOM_MESSAGE_HEADER, reason);
  }
}
