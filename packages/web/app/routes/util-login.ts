import { redirect } from 'react-router';
import { localeOfFixedPath, queryValue } from '../features/account/fixed-path-query.ts';
import type { Route } from './+types/util-login';

/**
 * GET /util/login.aspx?ReturnUrl=…&GuestId=…&language=…: the spec's sign-in address. The page itself lives
 * under the locale (/{locale}/account/sign-in) so it has the site's frame and language switcher; this forwards
 * the return URL and guest id unchanged. The return URL is only checked where it is used: the sign-in API keeps
 * it only when it is a path of this site (ADR 0015, ADR 0018).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfFixedPath(request, url.searchParams);
  const forward = new URLSearchParams();
  const returnUrl = queryValue(url.searchParams, 'ReturnUrl');
  const guestId = queryValue(url.searchParams, 'GuestId');
  if (returnUrl) forward.set('ReturnUrl', returnUrl);
  if (guestId) forward.set('GuestId', guestId);
  const search = forward.size ? `?${forward}` : '';
  return redirect(`/${locale}/account/sign-in${search}`, {
    status: 302,
    headers: { vary: 'Cookie, Accept-Language', 'cache-control': 'private, no-cache' },
  });
}
