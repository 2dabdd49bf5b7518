import { mayReviewUsers, requireReviewer } from '../features/backoffice/back-office-access.ts';
import { UsersPage } from '../features/backoffice/users-page.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { useLayoutData } from '../features/shell/layout-data.ts';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/back-office-users';

/** /{locale}/back-office/users: users by status, for the back office, company admins and the webshop manager. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const profile = await services.auth.profile();
  requireReviewer(profile, mayReviewUsers(profile), params.locale, new URL(request.url));
  return { translations: await loadTranslations(services, ['account']) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'backOffice/usersTitle') ?? 'Users'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function BackOfficeUsers() {
  const layout = useLayoutData();
  if (!layout) return null;
  return <UsersPage locale={layout.locale} profile={layout.profile} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
