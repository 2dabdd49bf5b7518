import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from './context.ts';

/**
 * One server-rendered page request, as the modules' page services see it (the API scope's context hook does
 * not run for pages).
 */
export interface PageRequest {
  /** The request's context without a customer, in the page's locale (from its path). */
  readonly ctx: RequestContext;
  /**
   * The context with the signed-in customer, read from the session cookie once per page and only when a
   * service needs it; without a session cookie it costs no query.
   */
  readonly signedIn: () => Promise<RequestContext>;
  /**
   * Nothing personal in the request: the page may be kept for every anonymous visitor, so what it shows is read
   * without the customer.
   */
  readonly shareable: boolean;
  /** The answer is an HTML document, not a navigation's data (`….data`). */
  readonly wholeDocument: boolean;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** The context a page reads as: anonymous on a shareable page, the signed-in customer's otherwise. */
export function viewerOf(page: PageRequest): Promise<RequestContext> {
  return page.shareable ? Promise.resolve(page.ctx) : page.signedIn();
}
