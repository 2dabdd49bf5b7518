import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageCache, sendCachedPage } from './page-cache.ts';

const html = Buffer.from(`<!DOCTYPE html><html><body>${'<p>Kvistra RX 100</p>'.repeat(200)}</body></html>`);
const headers = new Headers({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "script-src 'nonce-abc'",
  'cache-control': 'public, max-age=60',
  vary: 'Cookie',
  link: '</assets/style-AB12.css>; rel=preload; as=style',
  'set-cookie': 'x=1',
});

describe('the page cache', () => {
  it('keeps a page with its headers and a strong ETag, and drops it after its time', () => {
    let ttl = 1000;
    const cache = new PageCache(() => ttl);
    const page = cache.put('/en/p', 200, html, headers);
    expect(page.etag).toMatch(/^"[\w-]{27}"$/);
    expect(page.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'nonce-abc'",
      'cache-control': 'public, max-age=60',
      vary: 'Cookie',
      // The stylesheet's preload travels with the page, or a cached page would lose it (issue 13).
      link: '</assets/style-AB12.css>; rel=preload; as=style',
    });
    expect(cache.get('/en/p')).toBe(page);
    expect(cache.get('/en/p?code=A')).toBeUndefined();
    ttl = 0;
    cache.put('/en/q', 200, html, headers);
    expect(cache.get('/en/q')).toBeUndefined();
  });

  it('forgets the least recently used page beyond its bound', () => {
    const cache = new PageCache(() => 60_000, 2);
    cache.put('/a', 200, html, headers);
    cache.put('/b', 200, html, headers);
    cache.get('/a');
    cache.put('/c', 200, html, headers);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.size).toBe(2);
  });
});

describe('sending a kept page', () => {
  const cache = new PageCache(() => 60_000);
  const page = cache.put('/en/p', 200, html, headers);
  const app = Fastify();
  beforeAll(async () => {
    app.get('/en/p', (request, reply) => sendCachedPage(request, reply, page));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 304 to a matching If-None-Match, the page otherwise', async () => {
    const notModified = await app.inject({
      url: '/en/p',
      headers: { 'if-none-match': `"other", ${page.etag}` },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const full = await app.inject({ url: '/en/p', headers: { 'if-none-match': '"other"' } });
    expect(full.statusCode).toBe(200);
    expect(full.rawPayload.equals(html)).toBe(true);
    expect(full.headers.etag).toBe(page.etag);
    expect(full.headers['content-security-policy']).toBe("script-src 'nonce-abc'");
    expect(full.headers['set-cookie']).toBeUndefined();
  });

  it('compresses once for Brotli and gzip', async () => {
    const br = await app.inject({ url: '/en/p', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(html)).toBe(true);
    const gzip = await app.inject({ url: '/en/p', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(html)).toBe(true);
    expect(gzip.rawPayload.length).toBeLessThan(html.length / 5);
  });
});
