import type { z } from 'zod';

/*
 * The API contract (issue 14 point 2, ADR 0048). Every endpoint is declared once: its route (method and path,
 * plain data in `<area>-routes.ts`, so the browser can call it without loading zod) and its schemas and texts
 * (`<area>.ts`, built from that route). The server registers its routes from the declarations
 * (server `platform/register-endpoint.ts`), OpenAPI is generated from them, and the browser's `callApi` takes its
 * types from them (web `platform/api-client.ts`).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where an endpoint lives. Paths are in Fastify's style: `/api/v1/portal/Projects/:id/Items`. */
export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** What an endpoint takes and answers, by HTTP status, and how the API reference describes it. */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /** The body's media types when it is not JSON (a multipart form with files). */
  readonly consumes?: readonly string[];
  readonly response: { readonly [status: number]: z.ZodType };
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
}

export type Endpoint = Route & EndpointSchemas;

export function route<const M extends HttpMethod, const P extends string>(method: M, path: P): Route<M, P> {
  return { method, path };
}

/** Joins a route with its schemas; the literal method and path stay in the type, for the typed client. */
export function endpoint<const R extends Route, const S extends EndpointSchemas>(
  where: R,
  schemas: S,
): R & S {
  return { ...where, ...schemas };
}
