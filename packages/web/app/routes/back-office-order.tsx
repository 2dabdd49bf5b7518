import { ORDER_NUMBER_PATTERN } from '@airshop/domain/commerce/order-limits';
import { data } from 'react-router';
import { BackOfficeOrderPage } from '../features/backoffice/back-office-order-page.tsx';
import { mayManageOrders, requireReviewer } from '../features/backoffice/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { useLayoutData } from '../features/shell/layout-data.ts';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { PRIVATE_PAGE_HEADERS } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/back-office-order';

/** /{locale}/back-office/orders/{number}: one order or quote request, and its status change. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const profile = await services.auth.profile();
  requireReviewer(profile, mayManageOrders(profile), params.locale, new URL(request.url));
  if (!ORDER_NUMBER_PATTERN.test(params.number))
    throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return { number: params.number, translations: await loadTranslations(services, ['account', 'orders']) };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `${loaderData?.number ?? metaText(loaderData, 'account', 'backOffice/ordersTitle') ?? 'Order'} | Airshop`,
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function BackOfficeOrder({ loaderData }: Route.ComponentProps) {
  const layout = useLayoutData();
  if (!layout) return null;
  return <BackOfficeOrderPage locale={layout.locale} number={loaderData.number} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
