import { redirect } from 'react-router';
import { AccountPage } from '../features/account/account-page.tsx';
import { PasswordResetCompleteForm } from '../features/account/password-reset-complete-form.tsx';
import { loadTranslations } from '../features/i18n/load-translations.server.ts';
import { metaText } from '../features/i18n/meta-text.ts';
import { useTranslations } from '../features/i18n/use-translations.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/password-reset-complete';

/**
 * /{locale}/account/password-reset/complete#token=…: the page of the e-mailed link. The token is in the fragment,
 * which browsers send neither to the server (no access log holds it) nor in a Referer; the form reads it in the
 * browser. The API checks it when the new password is sent; the page never echoes it into links or the title.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A link mailed before the token moved to the fragment: move it there, so the page's own requests and any
  // Referer carry it no further (the access log redacts it from this one request).
  const queryToken = url.searchParams.get('token');
  if (queryToken) throw redirect(`${url.pathname}#token=${encodeURIComponent(queryToken)}`);
  return {
    translations: await loadTranslations(context.get(servicesContext), ['account', 'validation']),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'resetComplete/title') ?? 'New password'} | Airshop` },
    { name: 'robots', content: 'noindex' },
    // The token is in this page's URL: never send it to another site in a Referer.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function PasswordResetComplete({ params }: Route.ComponentProps) {
  const t = useTranslations('account');
  return (
    <AccountPage title={t('resetComplete/title')} intro={t('resetComplete/intro')}>
      <PasswordResetCompleteForm locale={params.locale} />
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
