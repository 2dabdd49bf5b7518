import type { SubmitRefusal } from '@airshop/domain/commerce/order-limits';
import { AppError } from '../../platform/errors.ts';

/**
 * A submit the cart cannot carry out as the page showed it: 409 with details.reason (and x-custom-message, set
 * by the route), nothing stored, the cart unchanged (ADR 0063). `more` names what it is about (a delivery, codes).
 */
export function refuseSubmit(reason: SubmitRefusal, more: Record<string, unknown> = {}): never {
  throw new AppError('conflict', `The order cannot be placed: ${reason}`, { reason, ...more });
}

/** Submits need a key (one per checkout visit): a double click or a retry must find the first answer. */
export function requireIdempotencyKey(key: string | undefined): string {
  if (key === undefined) {
    throw new AppError('validation_failed', 'An Idempotency-Key header is required.', [
      { in: 'headers', path: ['idempotency-key'], message: 'is required' },
    ]);
  }
  return key;
}
