import { redirect } from 'react-router';

/** Pages with prices or a company's data: no cache keeps them, not even the browser's (ADR 0035). */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' };

/**
 * For the loaders of pages only signed-in users see: the sign-in page, which comes back to this page's path and
 * query. Thrown by the loader; private like the page it stands for.
 */
export function signInFirst(locale: string, url: URL): Response {
  return redirect(`/${locale}/account/sign-in?ReturnUrl=${encodeURIComponent(url.pathname + url.search)}`, {
    headers: PRIVATE_PAGE_HEADERS,
  });
}
