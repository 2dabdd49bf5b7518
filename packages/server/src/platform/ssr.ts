import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrServices } from '@airshop/domain/site/ssr-services';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AppLoadContext,
  createRequestHandler,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { PRIVATE_NO_STORE } from './cache-control.ts';
import { readCappedBody } from './capped-body.ts';
import { AppError } from './errors.ts';
import { type PageCache, sendCachedPage } from './page-cache.ts';
import { registerDocumentSecurityHeaders } from './security-headers.ts';
import { stylesheetLinkHeader } from './stylesheet-link-header.ts';
import { DEFAULT_BODY_LIMIT, declaresTooLarge } from './upload-limits.ts';

/** The part of the web server build this adapter relies on (see packages/web/app/entry.server.tsx). */
type WebBuild = ServerBuild & {
  entry: { module: { servicesContext?: Parameters<RouterContextProvider['set']>[0] } };
};

export interface UploadPosts {
  url: string;
  bodyLimit: number;
  /**
   * Paths `url` also matches whose posts carry no files (the shop's own pages below the locale: account, back
   * office, cart…): registered before it with the default limit, so a post there that declares more is still
   * refused before it is read, takes no upload slot and is never passed on as a stream.
   */
  except: readonly string[];
}

export interface SsrOptions {
  buildDir: string;
  mode: 'production' | 'development';
  /** Builds the in-process services for one page request; cookies they set go on `reply`. */
  services(request: FastifyRequest, reply: FastifyReply, page: PageAnswer): SsrServices;
  /**
   * Whether a write (a form post to a page's action) comes from another site and must be refused: the same
   * check as the API's writes (ADR 0015), since actions sign in, sign out and change accounts too.
   */
  isCrossSiteWrite(request: FastifyRequest): boolean;
  /**
   * Page posts that may carry files (the enquiry's photos without script): POSTs to `url` take up to `bodyLimit`
   * bytes, and a multipart one reaches the action as a stream, so the files go on to storage as they arrive
   * instead of being held whole. Every other page post is read whole, up to the default limit.
   */
  uploadPosts?: UploadPosts;
  /** Whether the request carries nothing personal, so a public page may be answered from the cache. */
  isShareable(request: FastifyRequest): boolean;
  /** Whether the request carries a session: its page may show prices and who is signed in. */
  hasSession(request: FastifyRequest): boolean;
  /** Pages that answered `Cache-Control: public` to a shareable request (ADR 0019). */
  pageCache: PageCache;
  /** Pages served over https get upgrade-insecure-requests. */
  https: boolean;
}

export function webBuildExists(buildDir: string): boolean {
  return existsSync(path.join(buildDir, 'server/index.js'));
}

/**
 * The policy of every page: scripts only from this site or inline with this response's nonce; no plugins, no
 * framing by other sites. Styles allow inline attributes, which React's style props need.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The body as it arrives, ending in `payload_too_large` past `limit` bytes (a chunked body declares no length);
 * the connection is then closed after the answer rather than drained.
 */
function cappedStream(
  request: FastifyRequest,
  reply: FastifyReply,
  limit: number,
): ReadableStream<Uint8Array> {
  const raw = request.raw;
  async function* pieces() {
    // Declared over the limit (let through by upload-limits.ts for this route): refused before a byte is read.
    if (declaresTooLarge(request)) throw new AppError('payload_too_large');
    let size = 0;
    for await (const piece of raw.iterator({ destroyOnReturn: false })) {
      size += (piece as Buffer).length;
      if (size > limit) {
        raw.pause();
        reply.header('connection', 'close');
        throw new AppError('payload_too_large');
      }
      yield new Uint8Array(piece as Buffer);
    }
  }
  return ReadableStream.from(pieces());
}

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

/**
 * The Fetch Request React Router wants; a body is read first, capped at the default limit (capped-body.ts), but
 * a multipart post to an upload route, which is passed on as it arrives.
 */
async function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  uploadLimit: number | undefined,
): Promise<Request> {
  const headers = new Headers();
  const raw = request.raw.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
  const controller = new AbortController();
  reply.raw.once('close', () => controller.abort());
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (uploadLimit !== undefined && isMultipart(request)) {
    init.body = cappedStream(request, reply, uploadLimit);
    init.duplex = 'half';
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    // Only a multipart post answers "too large" with its page (upload-limits.ts let it through).
    if (declaresTooLarge(request)) throw new AppError('payload_too_large');
    init.body = await readCappedBody(request, reply, DEFAULT_BODY_LIMIT);
  }
  return new Request(`${request.protocol}://${request.host}${request.url}`, init);
}

/** What the page's services are told of the answer being made. */
export interface PageAnswer {
  readonly cspNonce: string;
  readonly shareable: boolean;
  readonly wholeDocument: boolean;
}

/** React Router's single fetch asks for a navigation's loader data at the page's path plus `.data`. */
function isDataRequest(url: string): boolean {
  return url.split('?', 1)[0]?.endsWith('.data') === true;
}

/**
 * Serves the React Router app: hashed assets and public files from the client build, every other path
 * rendered on the server. Registered in its own plugin without body parsers so that React Router reads form
 * posts itself.
 */
export async function registerSsr(app: FastifyInstance, options: SsrOptions): Promise<void> {
  const build = (await import(
    pathToFileURL(path.join(options.buildDir, 'server/index.js')).href
  )) as WebBuild;
  const servicesContext = build.entry.module.servicesContext;
  if (!servicesContext) throw new Error('The web build does not export servicesContext from entry.server');
  const handle = createRequestHandler(build, options.mode);
  // The web build puts every page's CSS into one file on the root route (packages/web/vite.config.ts).
  const stylesheetLink = stylesheetLinkHeader(build.assets.routes.root?.css ?? []);

  // Its own scope, so the document headers reach the pages and their files but not the API next door.
  await app.register(async (web) => {
    registerDocumentSecurityHeaders(web);
    await web.register(fastifyStatic, {
      root: path.join(options.buildDir, 'client'),
      wildcard: false,
      // Hashed file names never change content: cache them for a year. Other public files for an hour.
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });

    await web.register(async (pages) => {
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const handler = async (request: FastifyRequest, reply: FastifyReply, uploadLimit?: number) => {
        if (options.isCrossSiteWrite(request)) {
          return reply
            .code(403)
            .header('cache-control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send('Forms of other sites may not post here.');
        }
        const shareable =
          (request.method === 'GET' || request.method === 'HEAD') && options.isShareable(request);
        const cacheKey = request.url;
        if (shareable) {
          const cached = options.pageCache.get(cacheKey);
          if (cached) return sendCachedPage(request, reply, cached);
        }
        const nonce = randomBytes(16).toString('base64');
        const context = new RouterContextProvider();
        context.set(
          servicesContext,
          options.services(request, reply, {
            cspNonce: nonce,
            shareable,
            wholeDocument: !isDataRequest(request.url),
          }),
        );
        reply.header('content-security-policy', contentSecurityPolicy(nonce, options.https));
        // Each page carries its own nonce and may show who is signed in: never from a shared cache. A route
        // that knows better (a public product page, no-store on errors) sets its own.
        reply.header('cache-control', 'private, no-cache');
        // With the v8_middleware flag the load context is a RouterContextProvider; the server does not see
        // the web app's type augmentation, hence the cast.
        const response = await handle(
          await toFetchRequest(request, reply, uploadLimit),
          context as unknown as AppLoadContext,
        );
        if (stylesheetLink && response.headers.get('content-type')?.startsWith('text/html')) {
          response.headers.append('link', stylesheetLink);
        }
        if (options.hasSession(request)) {
          // A signed-in page shows prices and the person's name: not even the browser keeps it (a shared
          // computer's back button after sign-out), as for the API (ADR 0035).
          response.headers.set('cache-control', PRIVATE_NO_STORE);
          return reply.send(response);
        }
        const isPublic = response.headers.get('cache-control')?.startsWith('public') === true;
        if (!isPublic) return reply.send(response);
        if (!shareable || response.status !== 200 || request.method !== 'GET') {
          // Only a shareable GET may be kept and shared; anything else of a public route stays private.
          response.headers.set('cache-control', 'private, no-cache');
          return reply.send(response);
        }
        // The CSP header goes into the cache with the page: the HTML's scripts carry its nonce.
        response.headers.set('content-security-policy', contentSecurityPolicy(nonce, options.https));
        const body = Buffer.from(await response.arrayBuffer());
        const page = options.pageCache.put(cacheKey, response.status, body, response.headers);
        return sendCachedPage(request, reply, page);
      };
      pages.route({
        method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        schema: { hide: true },
        handler: (request, reply) => handler(request, reply),
      });
      const uploads = options.uploadPosts;
      if (uploads) {
        // Its own route, so the early refusal of a declared length over the limit (upload-limits.ts) and the
        // upload slots use this limit for these posts only; the router prefers the static segments of `except`.
        pages.route({
          method: 'POST',
          url: uploads.url,
          bodyLimit: uploads.bodyLimit,
          // A multipart post declared too large is refused by its page, in its language (a plain post shows
          // the page again with the message); others as every route refuses them.
          config: { answersTooLarge: true },
          schema: { hide: true },
          handler: (request, reply) => handler(request, reply, uploads.bodyLimit),
        });
        for (const url of uploads.except) {
          pages.route({
            method: 'POST',
            url,
            schema: { hide: true },
            handler: (request, reply) => handler(request, reply),
          });
        }
      }
    });
  });
}
