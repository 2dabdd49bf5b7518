/*
 * The query parameter `code` follows the chosen variant (product-page.md §2): the other parameters (hidePrice,
 * campaign tags) and the hash stay as they are, byte for byte. Written without URL/URLSearchParams, which this
 * package (no DOM, no Node types) does not have.
 */

export const VARIANT_CODE_PARAM = 'code';

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * The URL (path, query and hash, as a browser's history takes it) with `code` set to the variant's code, or
 * without `code` when no variant is chosen. Undefined when the URL already says so, so nothing is written.
 */
export function urlWithVariantCode(href: string, code: string | undefined): string | undefined {
  const local = href.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const hashAt = local.indexOf('#');
  const hash = hashAt === -1 ? '' : local.slice(hashAt);
  const beforeHash = hashAt === -1 ? local : local.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const pairs =
    queryAt === -1
      ? []
      : beforeHash
          .slice(queryAt + 1)
          .split('&')
          .filter(Boolean);

  const isCode = (pair: string) => decode(pair.split('=')[0] ?? '') === VARIANT_CODE_PARAM;
  const currentPair = pairs.find(isCode);
  const current =
    currentPair === undefined ? undefined : decode(currentPair.slice(currentPair.indexOf('=') + 1));
  if (current === code && pairs.filter(isCode).length <= 1) return undefined;

  const next: string[] = [];
  let placed = false;
  const own = code === undefined ? undefined : `${VARIANT_CODE_PARAM}=${encodeURIComponent(code)}`;
  for (const pair of pairs) {
    if (!isCode(pair)) next.push(pair);
    else if (own !== undefined && !placed) {
      // In the place of the old one, so the address changes no more than it must.
      next.push(own);
      placed = true;
    }
  }
  if (own !== undefined && !placed) next.push(own);
  return `${path}${next.length > 0 ? `?${next.join('&')}` : ''}${hash}`;
}

/** The URL without its `code`: two addresses of one page that differ only in the chosen variant compare equal. */
export function withoutVariantCode(href: string): string {
  const local = href.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  return urlWithVariantCode(local, undefined) ?? local;
}
