import { requireReviewer } from '../features/backoffice/back-office-access.ts';
import { PromotionsPage } from '../features/backoffice/promotions-page.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { useLayoutData } from '../features/shell/layout-data.ts';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/back-office-promotions';

/** /{locale}/back-office/promotions: the promotion codes, read-only, for the back office only. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const profile = await services.auth.profile();
  requireReviewer(profile, profile.HasBackOfficeAdminRole, params.locale, new URL(request.url));
  return { translations: await loadTranslations(services, ['account']) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${metaText(loaderData, 'account', 'backOffice/promotionsTitle') ?? 'Promotion codes'} | Airshop`,
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function BackOfficePromotions() {
  const layout = useLayoutData();
  if (!layout) return null;
  return <PromotionsPage locale={layout.locale} profile={layout.profile} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
