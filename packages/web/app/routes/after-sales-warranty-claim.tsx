import { WARRANTY_CLAIM_LIMITS } from '@airshop/domain/forms/after-sales/warranty-claim';
import { WarrantyClaimPage } from '../features/after-sales-forms/index.ts';
import { loadFormPage } from '../features/after-sales-forms/load-form-page.server.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { metaText } from '../platform/i18n/meta-text.ts';
import type { Route } from './+types/after-sales-warranty-claim';

/**
 * /{locale}/after-sales/warranty-claim (ADR 0076): ?serial=, ?product= and ?order= (the unit page's link) fill
 * the unit. The spare-part types' names are the product page's (its enquiry names them).
 */
export async function loader(args: Route.LoaderArgs) {
  const L = WARRANTY_CLAIM_LIMITS;
  const { locale, prefill, translations } = await loadFormPage(
    args,
    { serial: L.serialNumber, product: L.productName, order: L.orderNumber },
    ['productPage'],
  );
  return { locale, unit: prefill, translations };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'afterSales', 'warrantyClaim/title') ?? 'Warranty claim'} | Airshop` },
  ];
}

export default function WarrantyClaimRoute({ loaderData }: Route.ComponentProps) {
  return <WarrantyClaimPage locale={loaderData.locale} unit={loaderData.unit} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
