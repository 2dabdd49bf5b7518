/*
 * The embedded marketing form of the product page (spec §2, §4, §8; ADR 0021). Detail.HubspotScript is an HTML
 * snippet of <script src> and inline <script> elements (and at most one container element); the browser loads
 * the external scripts one after another, then runs the inline ones. The page's Content-Security-Policy allows
 * scripts only from this site ('self') and with the page's nonce, so only same-origin sources are accepted.
 */

/** A script that has neither loaded nor failed after this long counts as failed ('failed to load'). */
export const MARKETING_SCRIPT_TIMEOUT_MS = 20_000;

/** The container element a snippet may bring: a div with an id, nothing else. */
export const MARKETING_CONTAINER_ID = /^[A-Za-z][\w-]{0,63}$/;

/**
 * The absolute URL of a script source when it is on `origin` (e.g. `https://shop.example`): a path from the
 * site's root, or an absolute URL of exactly that scheme, host and port. Anything else is null: another host, a
 * protocol-relative `//host/…`, a path relative to the page, `javascript:` or `data:` would be refused by the CSP
 * or load the wrong file, and are refused here first so the page can say so.
 */
export function sameOriginScriptUrl(src: string, origin: string): string | null {
  const trimmed = src.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (trimmed === '' || /[\u0000-\u001f\u007f\\\s]/.test(trimmed)) return null;
  if (trimmed.startsWith('/')) return trimmed.startsWith('//') ? null : `${origin}${trimmed}`;
  const base = origin.toLowerCase();
  if (!/^https?:\/\/[^/?#]+$/.test(base)) return null;
  const head = trimmed.slice(0, base.length).toLowerCase();
  const next = trimmed.charAt(base.length);
  if (head !== base || !['', '/', '?', '#'].includes(next)) return null;
  return `${origin}${trimmed.slice(base.length) || '/'}`;
}

/** Script types a browser runs as classic JavaScript; anything else (module, JSON, templates) is not taken. */
export function isClassicScriptType(type: string | null): boolean {
  if (type === null) return true;
  const normalized = type.trim().toLowerCase();
  return normalized === '' || normalized === 'text/javascript' || normalized === 'application/javascript';
}
