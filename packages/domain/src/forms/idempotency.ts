import { z } from 'zod';

/**
 * An idempotency key: a client names one logical request, so sending it again (a retry after a lost answer, a
 * second click) repeats the first answer instead of doing the work twice. 1–100 visible ASCII characters, as
 * the `Idempotency-Key` header of the IETF draft; a UUID fits.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,100}$/, 'an idempotency key is 1–100 visible ASCII characters');

/** The headers of a request that may carry a key; every other header passes untouched. */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});
