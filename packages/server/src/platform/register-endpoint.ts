import type { Endpoint } from '@airshop/domain/api/endpoint';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type Part<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;

/** The Fastify schema of a declaration, as a type: it gives the handler its request and reply types. */
export interface SchemaOf<E extends Endpoint> extends FastifySchema {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  headers: Part<E, 'headers'>;
  response: E['response'];
}

/** The app (or a plugin's scope) with zod as its type provider, as `FastifyPluginAsyncZod` gives it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * How this server runs a route, which is no part of the contract (body limits, compression, logging, the
 * enquiry's check of a body whose images a streaming parser has already stored, and the one message a spec
 * fixes for a refused body, as the cart rename's 'Invalid data - aborting').
 */
export type EndpointOptions = Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'childLoggerFactory' | 'compress' | 'validatorCompiler' | 'schemaErrorFormatter'
>;

/**
 * Registers the route of a declaration from `@airshop/domain/api/*` (ADR 0048): method, path, schemas and the
 * API reference's texts all come from the declaration, so none of them is written a second time here.
 */
export function registerEndpoint<E extends Endpoint>(
  app: ZodApp,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: fastifySchemaOf(endpoint),
    handler: handler as RouteHandlerMethod,
  });
}

/** Only the parts the declaration has: an absent schema must stay absent, not become `undefined`. */
function fastifySchemaOf(endpoint: Endpoint): FastifySchema & Record<string, unknown> {
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
  };
  if (Object.keys(endpoint.response).length > 0) schema.response = endpoint.response;
  if (endpoint.description !== undefined) schema.description = endpoint.description;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.headers) schema.headers = endpoint.headers;
  if (endpoint.consumes) schema.consumes = [...endpoint.consumes];
  return schema;
}
