/** How much of a request body has gone out; `total` is 0 while the browser does not know it yet. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface UploadInit {
  method: string;
  headers: Headers;
  body: XMLHttpRequestBodyInit | null;
  signal?: AbortSignal | undefined;
}

/** Status codes whose Response must not have a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A request whose upload reports its progress. fetch() cannot tell how much of a body has been sent, so this one
 * goes through XMLHttpRequest and hands back a standard Response, so callers treat both paths alike. Used only
 * for large bodies (photos): every other call goes through fetch.
 */
export function sendWithUploadProgress(
  url: string,
  init: UploadInit,
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    init.headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.onload = () => {
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob);
      resolve(new Response(body, { status: xhr.status, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
    };
    // The same rejection fetch gives for a network failure, so callers need no second error path.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (init.signal) {
      if (init.signal.aborted) {
        reject(new DOMException('The request was aborted.', 'AbortError'));
        return;
      }
      init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(init.body);
  });
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
