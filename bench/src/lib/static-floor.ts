// The floor of the vitals benchmark (ADR 0045): the shop's own page with nothing to run. A bare node:http server
// in the bench process answers a page path with the HTML the shop sent for it, of the same size but for a few
// attribute bytes, with every script that hydrates made inert (`type="text/plain"`, so the loader data still travels) and the module
// preloads turned into links to nothing; everything else (stylesheet, font, images) it forwards to the shop
// unchanged. Lighthouse on it, in the same run as on the shop, tells what this machine gives for this markup
// alone: the part of a figure the page's JavaScript is responsible for is the difference.

import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';

interface FloorPage {
  html: Buffer;
  headers: Record<string, string>;
}

/** Same length, nothing runs: module scripts and React Router's handover become text; preloads name nothing. */
export function inertHtml(html: string): string {
  const scripts = html.replace(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    (whole, attributes: string, body: string) => {
      const hydrates = /\btype="module"/.test(attributes) || body.includes('__reactRouter');
      if (!hydrates) return whole;
      const inert = attributes.replace(/\s(?:type|async)(?:="[^"]*")?/g, '');
      return `<script type="text/plain"${inert}>${body}</script>`;
    },
  );
  return scripts.replace(/<link rel="modulepreload"/g, '<link rel="x-not-loaded"');
}

export async function startStaticFloor(
  shopUrl: string,
  paths: string[],
): Promise<{ url: string; stop(): Promise<void> }> {
  const shop = new URL(shopUrl);
  const pages = new Map<string, FloorPage>();
  for (const path of paths) {
    const response = await fetch(shopUrl + path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    const link = response.headers.get('link');
    if (link) headers.link = link;
    pages.set(path, { html: Buffer.from(inertHtml(await response.text())), headers });
  }
  const compressed = new Map<string, { br: Buffer; gzip: Buffer }>();
  for (const [path, page] of pages) {
    compressed.set(path, { br: brotliCompressSync(page.html), gzip: gzipSync(page.html) });
  }

  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    const page = pages.get(path);
    if (page) {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const bodies = compressed.get(path) as { br: Buffer; gzip: Buffer };
      const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
      const body = encoding ? bodies[encoding] : page.html;
      res.writeHead(200, {
        ...page.headers,
        ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
        'content-length': body.length,
        'cache-control': 'no-store',
      });
      res.end(body);
      return;
    }
    const headers: IncomingHttpHeaders = { ...req.headers, host: shop.host };
    const upstream = httpRequest(
      { host: shop.hostname, port: shop.port, path, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
