/**
 * The `Link` header that preloads a page's stylesheets (issue 13). React's server renderer writes its hoisted
 * links (font and image preloads, and one modulepreload per script chunk) at the top of the head and React
 * Router's stylesheet link after them, so over HTTP/1.1's six connections a phone fetched some thirty scripts
 * before the one file that paints the page. A header is read before any of the HTML, so the stylesheet is asked
 * for first. Undefined when there is none.
 */
export function stylesheetLinkHeader(hrefs: readonly string[]): string | undefined {
  if (hrefs.length === 0) return undefined;
  return hrefs.map((href) => `<${encodeURI(href)}>; rel=preload; as=style`).join(', ');
}
