import type { FastifyRequest } from 'fastify';

/*
 * Protection of cookie-authenticated writes against cross-site requests (quality.md, Sessions; ADR 0015).
 * SameSite=Lax already keeps the session cookie off cross-site POSTs in current browsers; this check is the
 * second line, for older browsers and same-site-but-other-origin pages. It uses what browsers send and pages
 * cannot forge: Sec-Fetch-Site, else Origin, else Referer.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export type CrossSiteVerdict = 'allowed' | 'refused';

/**
 * Whether a request may go on. Reads (GET, HEAD, OPTIONS) always may. A write is refused when the browser says
 * it comes from elsewhere (Sec-Fetch-Site `cross-site` or `same-site`, or an Origin/Referer of another origin),
 * with or without a session: that also stops signing a visitor into someone else's account. A write that
 * says nothing about where it comes from (no Sec-Fetch-Site, Origin or Referer: an API client, `app.inject`)
 * is allowed only without a session cookie, since no browser sends a cookie-carrying write that bare.
 */
export function crossSiteVerdict(
  request: FastifyRequest,
  siteOrigins: readonly string[],
  hasSessionCookie: boolean,
): CrossSiteVerdict {
  if (SAFE_METHODS.has(request.method)) return 'allowed';
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin' || fetchSite === 'none') return 'allowed';
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'refused';
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return siteOrigins.includes(origin) ? 'allowed' : 'refused';
  }
  const refererOrigin = originOf(request.headers.referer);
  if (refererOrigin !== undefined) return siteOrigins.includes(refererOrigin) ? 'allowed' : 'refused';
  return hasSessionCookie ? 'refused' : 'allowed';
}

/** The origins this site answers at: the configured public URL and the one the request was addressed to. */
export function siteOriginsOf(request: FastifyRequest, publicOrigin: string): string[] {
  return [publicOrigin, `${request.protocol}://${request.host}`];
}
