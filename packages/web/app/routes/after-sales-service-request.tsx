import { SERVICE_REQUEST_LIMITS } from '@airshop/domain/forms/after-sales/service-request';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { ServiceRequestPage } from '../features/after-sales-forms/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/after-sales-service-request';

/** /{locale}/after-sales/service-request (spec §3, §5): ?serial= (the unit page's link) fills the system's serial. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  const serial = (new URL(request.url).searchParams.get('serial') ?? '')
    .trim()
    .slice(0, SERVICE_REQUEST_LIMITS.serialNumber);
  return {
    locale,
    serial,
    translations: await loadTranslations(services, ['afterSales', 'validation', 'account']),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'afterSales', 'serviceRequest/title') ?? 'Service request'} | Airshop` },
  ];
}

export default function ServiceRequestRoute({ loaderData }: Route.ComponentProps) {
  return <ServiceRequestPage locale={loaderData.locale} serial={loaderData.serial} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
