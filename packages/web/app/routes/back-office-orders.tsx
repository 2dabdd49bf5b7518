import { BackOfficeOrdersPage } from '../features/backoffice/back-office-orders-page.tsx';
import { mayManageOrders, requireReviewer } from '../features/backoffice/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { useLayoutData } from '../features/shell/layout-data.ts';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { PRIVATE_PAGE_HEADERS } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/back-office-orders';

/** /{locale}/back-office/orders: every order and quote request, for the back office and the webshop manager. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const profile = await services.auth.profile();
  requireReviewer(profile, mayManageOrders(profile), params.locale, new URL(request.url));
  return { translations: await loadTranslations(services, ['account', 'orders']) };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'account', 'backOffice/ordersTitle') ?? 'Orders'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function BackOfficeOrders() {
  const layout = useLayoutData();
  if (!layout) return null;
  return <BackOfficeOrdersPage locale={layout.locale} companies={layout.profile.HasBackOfficeAdminRole} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
