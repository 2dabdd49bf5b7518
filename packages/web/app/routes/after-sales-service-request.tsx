import { SERVICE_REQUEST_LIMITS } from '@airshop/domain/forms/after-sales/service-request';
import { ServiceRequestPage } from '../features/after-sales-forms/index.ts';
import { loadFormPage } from '../features/after-sales-forms/load-form-page.server.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { metaText } from '../platform/i18n/meta-text.ts';
import type { Route } from './+types/after-sales-service-request';

/** /{locale}/after-sales/service-request (spec §3, §5): ?serial= (the unit page's link) fills the system's serial. */
export async function loader(args: Route.LoaderArgs) {
  const { locale, prefill, translations } = await loadFormPage(args, {
    serial: SERVICE_REQUEST_LIMITS.serialNumber,
  });
  return { locale, serial: prefill.serial, translations };
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
