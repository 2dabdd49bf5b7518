import { AccountPage } from '../features/account/account-page.tsx';
import { passwordResetCompleteAction } from '../features/account/password-reset-actions.server.ts';
import { PasswordResetCompleteForm } from '../features/account/password-reset-complete-form.tsx';
import { loadTranslations } from '../features/i18n/load-translations.server.ts';
import { metaText } from '../features/i18n/meta-text.ts';
import { useTranslations } from '../features/i18n/use-translations.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/password-reset-complete';

/**
 * /{locale}/account/password-reset/complete?token=…: the page of the e-mailed link. The token is checked by
 * the API when the new password is sent; the page never echoes it into links or the title.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    translations: await loadTranslations(context.get(servicesContext), ['account', 'validation']),
    token: new URL(request.url).searchParams.get('token') ?? '',
  };
}

export function action({ context, request }: Route.ActionArgs) {
  return passwordResetCompleteAction(context.get(servicesContext), request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'resetComplete/title') ?? 'New password'} | Airshop` },
    { name: 'robots', content: 'noindex' },
    // The token is in this page's URL: never send it to another site in a Referer. Not `no-referrer`: that
    // also makes the form's post say `Origin: null`, which React Router refuses as a cross-site action.
    { name: 'referrer', content: 'same-origin' },
  ];
}

export default function PasswordResetComplete({ actionData, loaderData, params }: Route.ComponentProps) {
  const t = useTranslations('account');
  return (
    <AccountPage title={t('resetComplete/title')} intro={t('resetComplete/intro')}>
      <PasswordResetCompleteForm locale={params.locale} token={loaderData.token} answer={actionData} />
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
