import { randomBytes } from 'node:crypto';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../../platform/context.ts';
import type { CookieSettings } from './session-cookie.ts';

/** The guest identity lasts a year from the visitor's last profile request. */
const GUEST_ID_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The visitor's guest id (shop.md §6: guests keep an identity for their cart), issuing one when the request has
 * none: 128 random bits in hex. Signed-in users keep the cookie too, so a guest cart can be merged at sign-in.
 */
export function ensureGuestId(ctx: RequestContext, reply: FastifyReply, settings: CookieSettings): string {
  const guestId = ctx.guestId ?? newGuestId();
  setGuestIdCookie(reply, settings, guestId);
  return guestId;
}

/**
 * A fresh guest id on the visitor's cookie, whatever the request came with: opening a guest cart takes a new
 * one (as a sign-in takes a new session), so an id someone else chose or saw cannot become the key of a cart.
 */
export function issueGuestId(reply: FastifyReply, settings: CookieSettings): string {
  const guestId = newGuestId();
  setGuestIdCookie(reply, settings, guestId);
  return guestId;
}

function newGuestId(): string {
  return randomBytes(16).toString('hex');
}

function setGuestIdCookie(reply: FastifyReply, settings: CookieSettings, guestId: string): void {
  reply.setCookie(GUEST_ID_COOKIE, guestId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secureCookies,
    maxAge: GUEST_ID_MAX_AGE_SECONDS,
  });
}
