/**
 * Asks the browser to fetch the page's script chunks after what paints the first screen (issue 13, point 27;
 * ADR 0045).
 *
 * React Router writes one `<link rel="modulepreload">` per chunk the route needs, and React hoists them to the
 * top of the head, so the browser fetched some 27 chunks (about 235 KB on the product page) at high priority
 * next to the stylesheet, the font and the gallery's first slide, and the phone's first paint waited for all of
 * them. The scripts only hydrate what the server already painted, so they may come second: with
 * `fetchpriority="low"` they are still fetched early, in parallel and without a waterfall, but behind the
 * stylesheet and the largest image. Neither React Router's `<Scripts>` nor React's preload API lets us set a
 * priority on these links, so the finished document is changed here, once per render (the page cache keeps
 * the result). The inline module script that imports the same chunks then reuses the requests.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\sfetchpriority=)/gi;

export function withLowPriorityModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
