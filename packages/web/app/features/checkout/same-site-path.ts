/**
 * The RedirectUrl of a submit, when it is a path of this site (quality.md: redirects only to this site); a
 * full URL, a protocol-relative `//host` or anything else answers undefined and the page goes to its own.
 */
export function sameSitePath(url: string): string | undefined {
  return /^\/(?![/\\])/.test(url) ? url : undefined;
}
