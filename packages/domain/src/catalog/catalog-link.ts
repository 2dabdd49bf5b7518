/*
 * Links that come from the catalogue (selection tool, BIM file, buttons, feature and FAQ links, next steps) are
 * rendered only when they are http(s) or relative to this site: a `javascript:` or `data:` URL in an import must
 * never become a clickable link.
 */

/** The URL when it is http(s) or site-relative ("/en/…"), else null. */
export function safeCatalogLink(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.includes('\\') || hasControlCharacter(trimmed)) return null;
  // Site-relative, but not protocol-relative ("//evil.example").
  if (trimmed.startsWith('/')) return trimmed.startsWith('//') ? null : trimmed;
  if (trimmed.startsWith('#')) return trimmed;
  // Absolute: only http(s) with a host; any other scheme (javascript:, data:, mailto:) or a bare word is dropped.
  return /^https?:\/\/[^/\s?#]+/i.test(trimmed) ? trimmed : null;
}

/** Browsers drop tabs and newlines inside URLs, so "java\nscript:" would still run: refuse them all. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Whether a safe link leaves this site (it then opens in a new tab with rel="noopener"). */
export function isExternalLink(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
