import { AccountPage } from '../features/account/account-page.tsx';
import { signInAction } from '../features/account/sign-in-action.server.ts';
import { SignInForm } from '../features/account/sign-in-form.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/sign-in';

/**
 * /{locale}/account/sign-in: where /util/login.aspx leads; ReturnUrl and GuestId ride along in the query, which
 * the form's post keeps, so the action reads them there.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    translations: await loadTranslations(context.get(servicesContext), ['account', 'validation']),
  };
}

export function action({ context, request }: Route.ActionArgs) {
  return signInAction(context.get(servicesContext), request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'signIn/title') ?? 'Sign in'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SignIn({ actionData, params }: Route.ComponentProps) {
  const t = useTranslations('account');
  return (
    <AccountPage title={t('signIn/title')} intro={t('signIn/intro')}>
      <SignInForm locale={params.locale} answer={actionData} />
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
