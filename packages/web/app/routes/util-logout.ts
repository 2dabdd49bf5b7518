import { redirect } from 'react-router';
import { localeOfFixedPath } from '../features/account/fixed-path-query.ts';
import type { Route } from './+types/util-logout';

/**
 * GET /util/logout.aspx: the spec's sign-out address. A GET must not end a session by itself (any site could
 * embed it as an image), so this forwards to the sign-out page, which signs out through the API's protected
 * POST and then returns home (ADR 0018).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfFixedPath(request, url.searchParams);
  return redirect(`/${locale}/account/sign-out`, {
    status: 302,
    headers: { vary: 'Cookie, Accept-Language', 'cache-control': 'private, no-cache' },
  });
}
