import { AccountPage } from '../features/account/account-page.tsx';
import { signUpAction } from '../features/account/sign-up-action.server.ts';
import { SignUpForm } from '../features/account/sign-up-form.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { useLayoutData } from '../features/shell/layout-data.ts';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/sign-up';

/** /{locale}/account/sign-up: the link Webshop/SignUp. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    translations: await loadTranslations(context.get(servicesContext), ['account', 'validation']),
  };
}

export function action({ context, request }: Route.ActionArgs) {
  return signUpAction(context.get(servicesContext), request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${metaText(loaderData, 'account', 'signUp/title') ?? 'Sign up'} | Airshop` }];
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const t = useTranslations('account');
  const layout = useLayoutData();
  if (!layout) return null;
  return (
    <AccountPage title={t('signUp/title')} intro={t('signUp/intro')} wide>
      <SignUpForm locale={layout.locale} market={layout.market} answer={actionData} />
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
