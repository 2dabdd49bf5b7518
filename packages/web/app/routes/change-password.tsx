import { AccountPage } from '../features/account/account-page.tsx';
import { changePasswordAction } from '../features/account/change-password-actions.server.ts';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { requireSignedIn } from '../features/account/require-signed-in.ts';
import { SignOutEverywhere } from '../features/account/sign-out-everywhere.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/change-password';

/**
 * /{locale}/account/change-password: the signed-in user changes the password (the other devices are signed
 * out) or signs out everywhere, both as form posts to this page's action, with or without script. Anonymous
 * visitors are asked to sign in first.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  requireSignedIn(await services.auth.profile(), params.locale, new URL(request.url));
  return { translations: await loadTranslations(services, ['account', 'validation']) };
}

export function action({ context, request }: Route.ActionArgs) {
  return changePasswordAction(context.get(servicesContext), request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'changePassword/title') ?? 'Change password'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const t = useTranslations('account');
  const everywhereFailed = actionData !== undefined && 'everywhereFailed' in actionData;
  return (
    <AccountPage title={t('changePassword/title')} intro={t('changePassword/intro')}>
      <ChangePasswordForm answer={everywhereFailed ? undefined : actionData} />
      <SignOutEverywhere failed={everywhereFailed} />
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
