import { trackSearchClickRoute } from '@airshop/domain/api/search-routes';
import type { SearchClick } from '@airshop/domain/search/search';

/**
 * Reports a click on a search hit (shop.md §7 TrackSearchClick) with navigator.sendBeacon: the browser sends it
 * even as the page it was sent from unloads for the hit's page, and nobody waits for an answer. The body goes
 * as text/plain JSON (a beacon's simple type, no preflight); the server parses it. Without sendBeacon a
 * keepalive fetch does the same; a failure is nobody's concern.
 */
export function sendSearchClick(click: SearchClick): void {
  if (typeof navigator === 'undefined') return;
  const body = JSON.stringify(click);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(trackSearchClickRoute.path, body))
      return;
    void fetch(trackSearchClickRoute.path, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => {});
  } catch {
    // Tracking never stands in the way of the click.
  }
}

/** The beacon of a click on a hit of an answer. */
export function hitClick(
  answer: { SearchId: string; Query: string },
  hitId: string,
  language: string,
): SearchClick {
  return { query: answer.Query, hitId, searchId: answer.SearchId, clicked: true, empty: false, language };
}
