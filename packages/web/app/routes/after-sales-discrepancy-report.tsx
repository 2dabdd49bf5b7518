import { DISCREPANCY_REPORT_LIMITS } from '@airshop/domain/forms/after-sales/discrepancy-report';
import { DiscrepancyReportPage } from '../features/after-sales-forms/index.ts';
import { loadFormPage } from '../features/after-sales-forms/load-form-page.server.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { metaText } from '../platform/i18n/meta-text.ts';
import type { Route } from './+types/after-sales-discrepancy-report';

/**
 * /{locale}/after-sales/discrepancy-report: the delivery discrepancy report, sent through the API with its files
 * (ADR 0076). ?order= (from the order page) and ?serial= (from a unit) fill their fields.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadFormPage(args, {
    order: DISCREPANCY_REPORT_LIMITS.OrderNumberSales,
    serial: DISCREPANCY_REPORT_LIMITS.SerialNumber,
  });
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
