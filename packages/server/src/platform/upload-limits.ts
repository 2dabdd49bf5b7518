import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/*
 * Large bodies (the enquiry's photos travel as base64 JSON, up to 28 MB) are read and parsed whole: one costs
 * about four times its size in memory while it is parsed and decoded. 150 of them at once took a process to
 * 3.9 GB (issue 13). Two guards, before any other hook runs (no session query, no parsing):
 *
 * - a body whose Content-Length is over the route's limit is refused with 413 at once, and the connection is
 *   closed rather than drained, so the body is never read;
 * - a body over the app's default limit (1 MiB), or one of unknown length for a route that takes more, needs one
 *   of UPLOAD_SLOTS slots. A request waits (without its body being read: TCP holds it back) while as many as there
 *   are slots wait already; beyond that it is refused with 503 and Retry-After.
 *
 * ADR 0040.
 */

/** The app's bodyLimit; a body above it is a large upload. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Seconds a refused upload is told to wait before it tries again. */
const RETRY_AFTER_SECONDS = 5;

/** A counting semaphore with a bounded queue. */
export class UploadSlots {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly maxWaiting: number = slots,
  ) {
    this.#free = slots;
  }

  /** Resolves with the release function once a slot is free; undefined when the queue is full. */
  acquire(): Promise<(() => void) | undefined> {
    if (this.#free > 0) {
      this.#free -= 1;
      return Promise.resolve(this.#releaser());
    }
    if (this.#waiting.length >= this.maxWaiting) return Promise.resolve(undefined);
    return new Promise((resolve) => this.#waiting.push(() => resolve(this.#releaser())));
  }

  get inUse(): number {
    return this.slots - this.#free;
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free += 1;
    };
  }
}

function declaredLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isFinite(length) ? length : undefined;
}

function hasBody(request: FastifyRequest): boolean {
  return (
    request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a body declared over its limit itself, without reading it (a page post renders the page
     * with the message, ADR 0050), rather than with this hook's JSON error.
     */
    answersTooLarge?: boolean;
  }
}

/** Whether the request declares a body over its route's limit. */
export function declaresTooLarge(request: FastifyRequest): boolean {
  const length = declaredLength(request);
  return length !== undefined && length > (request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT);
}

export function registerUploadLimits(app: FastifyInstance, slots: UploadSlots): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request)) return done();
    const limit = request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT;
    const length = declaredLength(request);
    if (length !== undefined && length > limit) {
      // The body stays unread: closing the connection spares Node draining it for the next request.
      reply.header('connection', 'close');
      // Nor does the route read it: no upload slot.
      if (request.routeOptions.config.answersTooLarge) return done();
      return done(new AppError('payload_too_large'));
    }
    const large = length === undefined ? limit > DEFAULT_BODY_LIMIT : length > DEFAULT_BODY_LIMIT;
    if (!large) return done();
    slots.acquire().then((release) => {
      if (!release) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        reply.header('connection', 'close');
        return done(new AppError('unavailable', 'Too many uploads at once. Try again in a few seconds.'));
      }
      // Held until the answer is sent or the client went away: either way the body is no longer held.
      reply.raw.once('finish', release);
      reply.raw.once('close', release);
      if (reply.raw.destroyed) release();
      done();
    }, done);
  });
}
