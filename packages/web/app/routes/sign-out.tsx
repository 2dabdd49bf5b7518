import { signOutAction } from '../features/account/sign-out-action.server.ts';
import { SignOutPage } from '../features/account/sign-out-page.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/sign-out';

/** /{locale}/account/sign-out: where /util/logout.aspx leads. */
export async function loader({ context }: Route.LoaderArgs) {
  return { translations: await loadTranslations(context.get(servicesContext), ['account']) };
}

export function action({ context }: Route.ActionArgs) {
  return signOutAction(context.get(servicesContext));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'signOut/title') ?? 'Sign out'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function SignOut({ actionData }: Route.ComponentProps) {
  return <SignOutPage failed={actionData?.failed === true} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
