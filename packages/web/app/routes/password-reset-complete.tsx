import { redirect } from 'react-router';
import { AccountPage } from '../features/account/account-page.tsx';
import { passwordResetCompleteAction } from '../features/account/password-reset-actions.server.ts';
import { PasswordResetCompleteForm } from '../features/account/password-reset-complete-form.tsx';
import { keepResetToken } from '../features/account/reset-token-cookie.server.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/password-reset-complete';

/**
 * /{locale}/account/password-reset/complete?token=…: the page of the e-mailed link. Its first request moves the
 * token into an HttpOnly cookie and redirects to the bare address (reset-token-cookie.server.ts), so the page
 * never shows, links or refers with it; the form's post reads it there and the API checks it.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const queryToken = url.searchParams.get('token');
  if (queryToken) {
    throw redirect(url.pathname, { headers: { 'Set-Cookie': keepResetToken(request, queryToken) } });
  }
  return {
    translations: await loadTranslations(context.get(servicesContext), ['account', 'validation']),
  };
}

export function action({ context, request }: Route.ActionArgs) {
  return passwordResetCompleteAction(context.get(servicesContext), request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'resetComplete/title') ?? 'New password'} | Airshop` },
    { name: 'robots', content: 'noindex' },
    // Not `no-referrer`: that also makes the form's post say `Origin: null`, which React Router refuses as a
    // cross-site action. The token is never in this page's address anyway.
    { name: 'referrer', content: 'same-origin' },
  ];
}

export default function PasswordResetComplete({ actionData, params }: Route.ComponentProps) {
  const t = useTranslations('account');
  return (
    <AccountPage title={t('resetComplete/title')} intro={t('resetComplete/intro')}>
      <PasswordResetCompleteForm locale={params.locale} answer={actionData} />
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
