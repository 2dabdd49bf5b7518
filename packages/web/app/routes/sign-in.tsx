import { GUEST_ID_PATTERN } from '@airshop/domain/auth';
import { AccountPage } from '../features/account/account-page.tsx';
import { SignInForm } from '../features/account/sign-in-form.tsx';
import { loadTranslations } from '../features/i18n/load-translations.server.ts';
import { metaText } from '../features/i18n/meta-text.ts';
import { useTranslations } from '../features/i18n/use-translations.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/sign-in';

/** /{locale}/account/sign-in: where /util/login.aspx leads; ReturnUrl and GuestId ride along in the query. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const guestId = query.get('GuestId') ?? undefined;
  return {
    translations: await loadTranslations(context.get(servicesContext), ['account', 'validation']),
    returnUrl: query.get('ReturnUrl') ?? undefined,
    // A malformed guest id is dropped here rather than failing the whole sign-in.
    guestId: guestId && GUEST_ID_PATTERN.test(guestId) ? guestId : undefined,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'signIn/title') ?? 'Sign in'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SignIn({ loaderData, params }: Route.ComponentProps) {
  const t = useTranslations('account');
  return (
    <AccountPage title={t('signIn/title')} intro={t('signIn/intro')}>
      <SignInForm locale={params.locale} returnUrl={loaderData.returnUrl} guestId={loaderData.guestId} />
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
