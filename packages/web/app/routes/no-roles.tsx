import { AccountPage } from '../features/account/account-page.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { servicesContext } from '../platform/services-context.ts';
import { ButtonLink } from '../ui/button-link.tsx';
import type { Route } from './+types/no-roles';

/** /{locale}/account/no-roles: the link Webshop/NoRoles, where a signed-in user without any role is sent. */
export async function loader({ context }: Route.LoaderArgs) {
  return { translations: await loadTranslations(context.get(servicesContext), ['account']) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'noRoles/title') ?? 'No access'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NoRoles({ params }: Route.ComponentProps) {
  const t = useTranslations('account');
  return (
    <AccountPage title={t('noRoles/title')} intro={t('noRoles/text')}>
      <div>
        <ButtonLink variant="secondary" to={`/${params.locale}/account/sign-out`}>
          {t('signOut/button')}
        </ButtonLink>
      </div>
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
