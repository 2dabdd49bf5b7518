import { z } from 'zod';

/**
 * The closed set of error codes. The server maps each to one HTTP status in one place
 * (packages/server/src/platform/errors.ts); the browser reads `code` to pick a translated message.
 */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'request_in_flight',
  'idempotency_key_reused',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'webshop_disabled',
  'internal',
  'unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body every API route answers with on failure. */
export const errorBodySchema = z
  .object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
