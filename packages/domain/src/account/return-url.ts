/*
 * Return URLs (sign-in, sign-out, later serial lookup and order submit) go only to this site (quality.md,
 * Redirects). Only a path of this site is kept: no scheme, no host, nothing a browser could read as one.
 */

/** Where to go when the return URL is missing or refused. */
export const DEFAULT_RETURN_URL = '/';

const MAX_LENGTH = 2000;
/** Any C0 control, DEL or C1 control: browsers strip tabs and newlines, so `/\t/evil` would become `//evil`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Decodes the percent-escapes of ASCII characters only, and never throws: the characters that could lead off
 * the site (`/`, backslash, controls) are all ASCII, and a stray `%` elsewhere (`?q=100%25`) must not hide them.
 */
function decodeOnce(text: string): string {
  return text.replace(/%([0-7][0-9a-fA-F])/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

function isSafeForm(text: string): boolean {
  if (!text.startsWith('/')) return false; // a scheme (`javascript:`), a host or a relative path
  if (text.startsWith('//')) return false; // protocol-relative: another host
  if (text.includes('\\')) return false; // browsers read `\` as `/`: `/\evil` is `//evil`
  return !CONTROL.test(text);
}

/**
 * `url` when it is a path of this site (`/en/shop?x=1#y`), else `fallback`. Percent-encoded forms are decoded
 * (repeatedly, as a chain of redirects might) and every form must pass, so `/%2F%2Fevil` and `/%5Cevil` are
 * refused too. A string that starts with one `/` followed by anything but `/` or a backslash is a path of the
 * current origin under the WHATWG URL rules, once tabs and line breaks (which browsers drop) are refused.
 */
export function safeReturnUrl(url: string | null | undefined, fallback = DEFAULT_RETURN_URL): string {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_LENGTH) return fallback;
  let form = url;
  for (let round = 0; ; round += 1) {
    if (!isSafeForm(form)) return fallback;
    const decoded = decodeOnce(form);
    if (decoded === form) return url;
    if (round === 4) return fallback; // still encoded after four decodings: no real link is
    form = decoded;
  }
}
