import { AccountPage } from '../features/account/account-page.tsx';
import { passwordResetRequestAction } from '../features/account/password-reset-actions.server.ts';
import { PasswordResetRequestForm } from '../features/account/password-reset-request-form.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/password-reset';

/** /{locale}/account/password-reset: asks for a reset link by e-mail. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    translations: await loadTranslations(context.get(servicesContext), ['account', 'validation']),
  };
}

export function action({ context, request }: Route.ActionArgs) {
  return passwordResetRequestAction(context.get(servicesContext), request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'reset/title') ?? 'Reset password'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function PasswordReset({ actionData, params }: Route.ComponentProps) {
  const t = useTranslations('account');
  return (
    <AccountPage title={t('reset/title')} intro={t('reset/intro')}>
      <PasswordResetRequestForm locale={params.locale} answer={actionData} />
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
