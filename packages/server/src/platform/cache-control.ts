import type { FastifyInstance } from 'fastify';

/** What every answer that depends on who asks carries: no cache, shared or the browser's own, keeps it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The API's one rule for Cache-Control (issue 13 §5, ADR 0035): an answer is
 * `private, no-store` unless its route set a Cache-Control of its own, so a route that forgets is safe rather
 * than cached. A route's `public` is honoured only for a request without a signed-in user: whatever a session
 * may see (prices, contacts, back-office lists) never reaches a cache, even from a route that meant well.
 */
export function registerPrivateByDefault(scope: FastifyInstance): void {
  scope.addHook('onSend', (request, reply, payload, done) => {
    const set = reply.getHeader('cache-control');
    const signedIn = request.ctx?.customer != null;
    if (set === undefined || (signedIn && /\bpublic\b/i.test(String(set)))) {
      reply.header('cache-control', PRIVATE_NO_STORE);
    }
    done(null, payload);
  });
}
