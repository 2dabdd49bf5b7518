import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Db } from '../../db/client.ts';
import { buildContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { crossSiteVerdict, siteOriginsOf } from './cross-site.ts';
import { type CookieSettings, clearSessionCookie, readSessionCookie } from './session-cookie.ts';
import { findSessionUser, isTokenShaped } from './sessions.ts';

export interface ContextHookSettings extends CookieSettings {
  /** The site's public URL (config.publicUrl). */
  readonly publicUrl: string;
}

/**
 * The API scope's onRequest hook: checks where a write comes from, then builds `request.ctx` with the signed-in
 * user of the session cookie. Anonymous requests (no session cookie, the common case for catalogue pages) stay
 * synchronous and touch no database; only a request carrying the cookie waits for the one session query.
 */
export function requestContextHook(db: Db, settings: ContextHookSettings) {
  const publicOrigin = new URL(settings.publicUrl).origin;
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const token = readSessionCookie(request, settings);
    const verdict = crossSiteVerdict(request, siteOriginsOf(request, publicOrigin), token !== undefined);
    if (verdict === 'refused') {
      done(new AppError('forbidden', 'Cross-site requests may not change anything here.'));
      return;
    }
    if (token === undefined) {
      request.ctx = buildContext(request, db);
      done();
      return;
    }
    // Returning the promise (without calling done) makes Fastify wait for it.
    return resolveCustomer(db, token).then((customer) => {
      if (!customer) clearSessionCookie(reply, settings);
      request.ctx = buildContext(request, db, undefined, customer);
    });
  };
}

/** The signed-in user of a session token; a malformed token is not even looked up. */
export function resolveCustomer(db: Db, token: string | undefined) {
  return isTokenShaped(token) ? findSessionUser(db, token) : Promise.resolve(null);
}
