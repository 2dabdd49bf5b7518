import type { FastifyInstance } from 'fastify';

/**
 * Security headers of every response. The set never changes per request, so it is built once and set with
 * one call in a synchronous hook: the general-purpose plugin for this (helmet) cost about as much CPU per
 * request as Fastify's own routing (bench/, floor). Pages add their Content-Security-Policy in platform/ssr.ts.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor does more harm than good; CSP is the protection.
    'x-xss-protection': '0',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Sets the security headers and echoes the request id on every response. */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const headers = securityHeaders(https);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
