/*
 * The query parameter `code` follows the chosen variant (product-page.md §2): the other parameters (hidePrice,
 * campaign tags) and the hash stay as they are.
 */

export const VARIANT_CODE_PARAM = 'code';

/**
 * The URL (path, query and hash, as a browser's history takes it) with `code` set to the variant's code, or
 * without `code` when no variant is chosen. Undefined when the URL already says so, so nothing is written.
 */
export function urlWithVariantCode(href: string, code: string | undefined): string | undefined {
  const url = new URL(href, 'http://localhost');
  const current = url.searchParams.get(VARIANT_CODE_PARAM) ?? undefined;
  if (current === code) return undefined;
  if (code === undefined) url.searchParams.delete(VARIANT_CODE_PARAM);
  else url.searchParams.set(VARIANT_CODE_PARAM, code);
  return `${url.pathname}${url.search}${url.hash}`;
}
