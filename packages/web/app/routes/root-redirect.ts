import { preferredLocale } from '@airshop/domain/i18n/request-language';
import { parseCookies } from '@airshop/domain/site/cookies';
import { redirect } from 'react-router';
import type { Route } from './+types/root-redirect';

/** "/" has no page of its own: send the visitor to their language (cookies, then Accept-Language, then en). */
export function loader({ request, url }: Route.LoaderArgs) {
  const locale = preferredLocale(
    parseCookies(request.headers.get('cookie')),
    request.headers.get('accept-language'),
  );
  return redirect(`/${locale}/${url.search}`, {
    status: 302,
    // The answer depends on these headers, so a shared cache must not hand one visitor's redirect to another.
    headers: { vary: 'Cookie, Accept-Language', 'cache-control': 'private, no-cache' },
  });
}
