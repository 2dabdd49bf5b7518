import type { FastifyInstance } from 'fastify';

/**
 * Headers every response gets, whatever it holds: no content sniffing, no cross-origin embedding of our
 * resources, no full URLs leaked to other sites.
 */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Headers that only mean something for documents a browser renders (pages, the API reference page). */
export const DOCUMENT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-frame-options': 'SAMEORIGIN',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor does more harm than good; CSP is the protection.
  'x-xss-protection': '0',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * The sets never change per request, so they are built once and set with one call in synchronous hooks: the
 * general-purpose plugin for this (helmet) cost about as much CPU per request as Fastify's routing (bench/,
 * floor). Pages add their Content-Security-Policy in platform/ssr.ts.
 */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const headers = baseSecurityHeaders(https);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}

/** For a scope that serves documents; its responses get the document headers on top of the base set. */
export function registerDocumentSecurityHeaders(scope: FastifyInstance): void {
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.headers(DOCUMENT_SECURITY_HEADERS);
    done();
  });
}
