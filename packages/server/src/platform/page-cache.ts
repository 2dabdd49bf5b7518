import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Rendered pages that are the same for every visitor without a session (ADR 0019): the anonymous product page.
 * A route opts in by answering `Cache-Control: public…`; the page is then kept here with its nonce, headers and
 * ETag, and sent again to the next shareable request for the same URL without rendering. Compressed variants
 * are made once, when first asked for. Bounded in entries (a crawler walking 10k products × 15 languages) and in
 * time (PRODUCT_CACHE_TTL_MS, like the product answers it is built from).
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

export interface CachedPage {
  readonly status: number;
  readonly body: Buffer;
  readonly etag: string;
  /** Content-Type, Content-Security-Policy (with the nonce the HTML carries), Cache-Control, Vary. */
  readonly headers: Readonly<Record<string, string>>;
  readonly expires: number;
  readonly encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

// `link` preloads the stylesheet (platform/stylesheet-link-header.ts).
const KEPT_HEADERS = ['content-type', 'content-security-policy', 'cache-control', 'vary', 'link'];

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: () => number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string): CachedPage | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    this.#entries.delete(key);
    if (hit.expires <= Date.now()) return undefined;
    this.#entries.set(key, hit);
    return hit;
  }

  /** Keeps a rendered page; returns what to send. With a time to live of 0 nothing is kept. */
  put(key: string, status: number, body: Buffer, headers: Headers): CachedPage {
    const kept: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = headers.get(name);
      if (value) kept[name] = value;
    }
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const page: CachedPage = {
      status,
      body,
      etag,
      headers: kept,
      expires: Date.now() + this.ttlMs(),
      encoded: {},
    };
    if (this.ttlMs() > 0) {
      this.#entries.set(key, page);
      while (this.#entries.size > this.maxEntries) {
        this.#entries.delete(this.#entries.keys().next().value as string);
      }
    }
    return page;
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}

function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const accept = request.headers['accept-encoding'];
  if (typeof accept !== 'string') return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

function encode(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  const encoded = page.encoded as Partial<Record<Encoding, Promise<Buffer>>>;
  encoded[encoding] ??=
    encoding === 'br'
      ? brotli(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipAsync(page.body, { level: 6 });
  return encoded[encoding];
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Sends a kept page: 304 when the browser holds it, else the body, compressed when the browser accepts it. */
export async function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
): Promise<FastifyReply> {
  reply.headers(page.headers);
  reply.header('etag', page.etag);
  if (matches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  reply.code(page.status);
  const encoding = page.body.length > 1024 ? acceptedEncoding(request) : undefined;
  if (!encoding) return reply.send(page.body);
  reply.header('content-encoding', encoding);
  reply.header('vary', page.headers.vary ? `${page.headers.vary}, Accept-Encoding` : 'Accept-Encoding');
  return reply.send(await encode(page, encoding));
}
