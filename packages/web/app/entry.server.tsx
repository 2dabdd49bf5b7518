import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';

/**
 * The server reads `build.entry.module.servicesContext` and puts the request's SsrServices into a
 * RouterContextProvider under this key (the contract with packages/server).
 */
export { servicesContext } from './platform/services-context.ts';

import { documentTextsOf } from './platform/i18n/document-texts.server.ts';
import { type DocumentTexts, readDocumentTextsFrom } from './platform/i18n/document-texts.ts';
import { NonceProvider } from './platform/nonce.tsx';
import { loadScriptsAfterFirstPaint } from './platform/scripts-after-first-paint.ts';
import { servicesContext } from './platform/services-context.ts';

export const streamTimeout = 5_000;

/*
 * Each request renders with its own texts (ADR 0081). They reach the render through this store rather than a
 * React context because meta() reads them too, and meta() is no component. React runs a render's work in
 * callbacks it schedules from within `run`, which keep the store.
 */
const renderingTexts = new AsyncLocalStorage<DocumentTexts | undefined>();
readDocumentTextsFrom(() => renderingTexts.getStore());

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const services = loadContext.get(servicesContext);
  const nonce = services.cspNonce;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const texts = documentTextsOf(services);
    const { pipe, abort } = renderingTexts.run(texts, () =>
      renderToPipeableStream(
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>,
        {
          nonce,
          // Every boundary in place, none "outlined": React moves a finished boundary's HTML past what it has
          // written so far (beyond 12,800 bytes) into a hidden div that an inline script swaps in. Nothing is
          // streamed here (below), so that gains no time; and without script such content would stay hidden (the
          // product page's plain enquiry form, ADR 0050).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // The whole document at once, for people and crawlers alike: every loader has finished before the
          // render (no deferred data), so streaming would only cut the same bytes into hundreds of small writes,
          // which cost more CPU than the render itself (product-ssr bench). It also lets a public page be kept
          // whole in the page cache (ADR 0019).
          onAllReady() {
            shellRendered = true;
            const chunks: Buffer[] = [];
            const body = new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
                const html = loadScriptsAfterFirstPaint(Buffer.concat(chunks).toString('utf8'));
                resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
                callback();
              },
            });
            pipe(body);
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError(error: unknown) {
            responseStatusCode = 500;
            // Errors before the shell are logged by React Router itself; later ones only here.
            if (shellRendered) console.error(error);
          },
        },
      ),
    );
  });
}

/** Unmatched URLs and aborted requests are normal traffic, not errors worth a log line. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  console.error(error);
};
