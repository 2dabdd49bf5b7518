import type { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/*
 * What a caller sends to an endpoint and what it gets back, derived from its declaration. Types only: the
 * browser's client imports these with `import type`, so no schema reaches its bundle.
 */

/** Not distributed over a union of endpoints: a union of routes (one per kind of extra) takes one input. */
type Part<E, K extends string> = [E] extends [{ readonly [P in K]: infer S extends z.ZodType }]
  ? S
  : undefined;

/** Required when the schema requires something, optional when every field is optional, absent without one. */
type Field<K extends string, S> = [S] extends [z.ZodType]
  ? object extends z.input<S>
    ? { readonly [P in K]?: z.input<S> }
    : { readonly [P in K]: z.input<S> }
  : { readonly [P in K]?: undefined };

export type CallInput<E extends Endpoint> = Field<'params', Part<E, 'params'>> &
  Field<'query', Part<E, 'query'>> &
  Field<'body', Part<E, 'body'>>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The body of a successful answer: the 2xx schemas' output; a 204 adds `undefined`. */
export type SuccessBody<E extends Endpoint> = {
  [S in keyof E['response'] & SuccessStatus]: S extends 204 ? undefined : z.output<E['response'][S]>;
}[keyof E['response'] & SuccessStatus];

/** The declaration behind a route, looked up in a union of declarations by method and path. */
export type EndpointAt<All extends Endpoint, R extends { method: string; path: string }> = Extract<
  All,
  { readonly method: R['method']; readonly path: R['path'] }
>;
