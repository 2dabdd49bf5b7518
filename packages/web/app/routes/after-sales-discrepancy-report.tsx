import { DISCREPANCY_REPORT_LIMITS } from '@airshop/domain/forms/after-sales/discrepancy-report';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { DiscrepancyReportPage } from '../features/after-sales-forms/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/after-sales-discrepancy-report';

/**
 * /{locale}/after-sales/discrepancy-report: the delivery discrepancy report, sent through the API with its files
 * (ADR 0076). ?order= (from the order page) and ?serial= (from a unit) fill their fields.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  const query = new URL(request.url).searchParams;
  const prefill = {
    order: (query.get('order') ?? '').trim().slice(0, DISCREPANCY_REPORT_LIMITS.OrderNumberSales),
    serial: (query.get('serial') ?? '').trim().slice(0, DISCREPANCY_REPORT_LIMITS.SerialNumber),
  };
  return {
    locale,
    prefill,
    translations: await loadTranslations(services, ['afterSales', 'validation', 'account']),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'afterSales', 'discrepancy/title') ?? 'Discrepancy report'} | Airshop` },
  ];
}

export default function DiscrepancyReportRoute({ loaderData }: Route.ComponentProps) {
  return <DiscrepancyReportPage locale={loaderData.locale} prefill={loaderData.prefill} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
