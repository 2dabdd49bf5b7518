import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_LIFETIME_SECONDS } from './sessions.ts';

/*
 * The session cookie: HttpOnly (scripts never see it), SameSite=Lax (not sent on cross-site subrequests and
 * form posts), Secure and `__Host-` prefixed when the site is served over https (then no subdomain can set or
 * read it).
 */

export interface CookieSettings {
  /** True when the site's public URL is https. */
  readonly secureCookies: boolean;
}

export function sessionCookieName({ secureCookies }: CookieSettings): string {
  return secureCookies ? '__Host-airshop_session' : 'airshop_session';
}

function cookieOptions({ secureCookies }: CookieSettings): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies };
}

export function readSessionCookie(request: FastifyRequest, settings: CookieSettings): string | undefined {
  return request.cookies[sessionCookieName(settings)];
}

export function setSessionCookie(reply: FastifyReply, settings: CookieSettings, token: string): void {
  reply.setCookie(sessionCookieName(settings), token, {
    ...cookieOptions(settings),
    maxAge: SESSION_LIFETIME_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(sessionCookieName(settings), cookieOptions(settings));
}
