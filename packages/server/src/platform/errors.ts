import type { ErrorBody, ErrorCode } from '@airshop/domain/site/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * HTTP status for every error code, the one place where codes become statuses (ADR 0003).
 * 401 means "sign in"; 403 is kept for "signed in but not allowed", which the browser answers with one
 * guarded reload.
 */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  request_in_flight: 409,
  idempotency_key_reused: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  webshop_disabled: 409,
  internal: 500,
  unavailable: 503,
};

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  validation_failed: 'The request is not valid.',
  unauthenticated: 'Sign in to continue.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Not found.',
  conflict: 'The request conflicts with the current state.',
  request_in_flight:
    'A request with this idempotency key is still being processed. Wait for its answer, then retry.',
  idempotency_key_reused: 'This idempotency key was already used for a different request.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'This content type is not supported.',
  rate_limited: 'Too many requests. Try again later.',
  webshop_disabled: 'The web shop is not enabled in this market.',
  internal: 'Something went wrong on our side.',
  unavailable: 'The service is temporarily unavailable. Try again shortly.',
};

/** A failure a service expects and a client can act on. Anything else becomes a generic 500. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? DEFAULT_MESSAGES[code]);
  }
}

export function errorBody(code: ErrorCode, message?: string, details?: unknown): ErrorBody {
  const body: ErrorBody = { code, message: message ?? DEFAULT_MESSAGES[code] };
  if (details !== undefined) body.details = details;
  return body;
}

/** Fastify's own errors (body too large, bad JSON ...) carry a statusCode; keep the client ones. */
function fromFastifyError(error: FastifyError): ErrorBody | undefined {
  const status = error.statusCode ?? 500;
  if (status === 413) return errorBody('payload_too_large');
  if (status === 415) return errorBody('unsupported_media_type');
  if (status === 429) return errorBody('rate_limited');
  if (status === 404) return errorBody('not_found');
  if (status >= 400 && status < 500) return errorBody('validation_failed', error.message);
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorBody;
    if (error instanceof AppError) {
      body = errorBody(error.code, error.message, error.details);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      body = errorBody(
        'validation_failed',
        'The request is not valid.',
        error.validation.map((v) => ({
          in: error.validationContext,
          path: v.instancePath.replace(/^\//, '').split('/').filter(Boolean),
          message: v.message,
        })),
      );
    } else {
      body = fromFastifyError(error) ?? errorBody('internal');
    }
    const status = HTTP_STATUS[body.code];
    // Every rate limit says when to come back, whichever route it guards (RateLimitError's details).
    const retryAfter = (body.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code }, 'request rejected');
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send(errorBody('not_found'));
  });
}
