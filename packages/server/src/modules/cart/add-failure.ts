import { ADD_ITEM_FAILURE_MESSAGES, CUSTOM_MESSAGE_HEADER } from '@airshop/domain/commerce/add-item';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors.ts';

/**
 * shop.md §8: a failed add carries x-custom-message, which the page shows as generic/addItemErrors/{message}.
 * Set on the reply before the error travels on to the one error mapper, which keeps the headers and writes
 * the usual error body.
 */
export function markAddFailure(reply: FastifyReply, error: unknown): void {
  if (!(error instanceof AppError) || !Object.hasOwn(ADD_ITEM_FAILURE_MESSAGES, error.code)) return;
  const message = ADD_ITEM_FAILURE_MESSAGES[error.code as keyof typeof ADD_ITEM_FAILURE_MESSAGES];
  reply.header(CUSTOM_MESSAGE_HEADER, message);
}
