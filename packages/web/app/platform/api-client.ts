import type { CallInput, EndpointAt, SuccessBody } from '@airshop/domain/api/call-types';
import type { Route } from '@airshop/domain/api/endpoint';
import { pathOf } from '@airshop/domain/api/endpoint-path';
import type { ApiEndpoint } from '@airshop/domain/api/endpoints';
import { CUSTOM_MESSAGE_HEADER } from '@airshop/domain/commerce/add-item';
import { filenameFromContentDisposition } from '@airshop/domain/documents/content-disposition';
import { localeFromPathname } from '@airshop/domain/i18n/locale-path';
import { DEFAULT_LOCALE } from '@airshop/domain/i18n/locales';
import { requestLanguage } from '@airshop/domain/i18n/request-language';
import { LANGUAGE_HEADER, PAGE_LOCALE_HEADER } from '@airshop/domain/site/constants';
import { parseCookies } from '@airshop/domain/site/cookies';
import type { ErrorBody } from '@airshop/domain/site/errors';
import { shouldReloadOnForbidden } from '@airshop/domain/site/reload-guard';
import { ApiError, FORBIDDEN_MESSAGE } from './api-error.ts';
import type { UploadProgress } from './upload-request.ts';

/**
 * The one request helper of the spec for browser calls (server-rendered pages call services in-process
 * instead). It sends the language header and the page's locale, turns 204 into an empty result, reloads once on 403 and throws
 * ApiError for any other failure. Endpoints are called by their declaration's route (`@airshop/domain/api/*-routes`,
 * ADR 0048): the path, what goes in and what comes back are typed from the one declaration the server registers.
 */

/** Structural so this module does not pull zod in by itself; any zod schema fits. */
export interface ResponseContract<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface CallOptions<T> {
  /** Spec: "Responses may be checked against a contract; mismatches are logged only". */
  schema?: ResponseContract<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** For large bodies (photos): called as the body goes out, so the page can show how far it is. */
  onUploadProgress?: (progress: UploadProgress) => void;
}

interface RequestOptions<T> extends CallOptions<T> {
  method?: Route['method'];
  query?: unknown;
  /** Sent as JSON unless it is FormData, a Blob or URLSearchParams. */
  body?: unknown;
}

/** The declaration of a route, among all the API declares. */
type Declared<R extends Route> = EndpointAt<ApiEndpoint, R>;

/** The input may be left out when the endpoint needs none. */
type CallArguments<E extends ApiEndpoint, T> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions<T>]
    : [input: CallInput<E>, options?: CallOptions<T>];

export interface Download {
  blob: Blob;
  filename: string | undefined;
}

/** Calls a declared endpoint: fills the path's parameters, sends query and body, answers the typed body. */
export function callApi<R extends Route>(
  route: R,
  ...args: CallArguments<Declared<R>, SuccessBody<Declared<R>>>
): Promise<SuccessBody<Declared<R>>> {
  const request = requestOf(route, args as unknown as RawArguments);
  return jsonRequest(pathOf(route.path, request.params), request) as Promise<SuccessBody<Declared<R>>>;
}

/**
 * For files (zips, templates). A 403 here fails with 'Forbidden' instead of reloading: the person clicked
 * a download and should be told, not lose the page.
 */
export async function downloadApi<R extends Route>(
  route: R,
  ...args: CallArguments<Declared<R>, never>
): Promise<Download> {
  const request = requestOf(route, args as unknown as RawArguments);
  const response = await send(pathOf(route.path, request.params), request);
  if (response.status === 403) throw new ApiError(403, await readErrorBody(response), FORBIDDEN_MESSAGE);
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  return {
    blob: await response.blob(),
    filename: filenameFromContentDisposition(response.headers.get('content-disposition')),
  };
}

/** What the typed arguments are at run time. */
interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** The arguments as they are at run time; their types were checked at the call. */
type RawArguments = [input?: RawInput, options?: CallOptions<unknown>];

function requestOf(
  route: Route,
  [input, options]: RawArguments,
): RequestOptions<unknown> & { params: unknown } {
  return { ...options, method: route.method, params: input?.params, query: input?.query, body: input?.body };
}

async function jsonRequest<T>(url: string, options: RequestOptions<T>): Promise<T | undefined> {
  const response = await send(url, options);
  if (response.status === 204) return undefined;
  if (response.status === 403) {
    const body = await readErrorBody(response);
    if (reloadOnceOnForbidden()) return new Promise<never>(() => {});
    throw new ApiError(403, body);
  }
  if (!response.ok) {
    const customMessage = response.headers.get(CUSTOM_MESSAGE_HEADER) ?? undefined;
    throw new ApiError(response.status, await readErrorBody(response), undefined, customMessage);
  }
  const text = await response.text();
  // Every declared answer other than 204 has a body: an empty one breaks the contract.
  if (!text) throw new Error(`${url} answered ${response.status} without a body`);
  const data: unknown = JSON.parse(text);
  if (options.schema) {
    const result = options.schema.safeParse(data);
    if (!result.success) console.warn(`Response of ${url} does not match its contract`, result.error);
  }
  return data as T;
}

async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = new Headers(options.headers);
  if (!headers.has(LANGUAGE_HEADER)) headers.set(LANGUAGE_HEADER, currentLanguage());
  // The answer is for this page, so its locale decides the answer's language over the cookies (ADR 0049). A
  // caller loading a page of another locale (a navigation under way) names that page's locale itself.
  const pageLocale = localeFromPathname(window.location.pathname);
  if (pageLocale && !headers.has(PAGE_LOCALE_HEADER)) headers.set(PAGE_LOCALE_HEADER, pageLocale);
  headers.set('accept', 'application/json');
  // Spec: in one environment mode GET requests are sent uncached; development is that mode.
  if (import.meta.env.DEV && method === 'GET') headers.set('cache-control', 'no-cache');
  let body: XMLHttpRequestBodyInit | undefined;
  if (
    options.body instanceof FormData ||
    options.body instanceof Blob ||
    options.body instanceof URLSearchParams
  ) {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set('content-type', 'application/json');
  }
  const url = buildUrl(path, options.query as Record<string, QueryValue> | undefined);
  if (options.onUploadProgress) {
    // Loaded only by the few calls that upload files, so the first view does not carry it.
    const { sendWithUploadProgress } = await import('./upload-request.ts');
    return sendWithUploadProgress(
      url,
      { method, headers, body: body ?? null, signal: options.signal },
      options.onUploadProgress,
    );
  }
  return fetch(url, {
    method,
    headers,
    body: body ?? null,
    credentials: 'same-origin',
    signal: options.signal ?? null,
  });
}

export function buildUrl(url: string, query?: Record<string, QueryValue>): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.append(name, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function currentLanguage(): string {
  const pageLocale = localeFromPathname(window.location.pathname) ?? DEFAULT_LOCALE;
  return requestLanguage(parseCookies(document.cookie), pageLocale);
}

async function readErrorBody(response: Response): Promise<ErrorBody | undefined> {
  if (!response.headers.get('content-type')?.includes('json')) return undefined;
  try {
    const body = (await response.json()) as Partial<ErrorBody> | null;
    return body && typeof body.code === 'string' && typeof body.message === 'string'
      ? (body as ErrorBody)
      : undefined;
  } catch {
    return undefined;
  }
}

const RELOAD_KEY_PREFIX = 'airshop.forbiddenReload:';
let reloading = false;

/**
 * Spec: a 403 reloads the page (the session changed, the server will render the right state). The time of
 * that reload is kept per path so a 403 that survives the reload fails instead of looping.
 */
function reloadOnceOnForbidden(): boolean {
  if (reloading) return true;
  const key = RELOAD_KEY_PREFIX + window.location.pathname;
  try {
    const last = sessionStorage.getItem(key);
    const now = Date.now();
    if (!shouldReloadOnForbidden(last === null ? undefined : Number(last), now)) return false;
    sessionStorage.setItem(key, String(now));
  } catch {
    // Without storage the guard cannot work, and a reload could loop: fail instead.
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}
