import { WARRANTY_CLAIM_LIMITS } from '@airshop/domain/forms/after-sales/warranty-claim';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { WarrantyClaimPage } from '../features/after-sales-forms/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/after-sales-warranty-claim';

/**
 * /{locale}/after-sales/warranty-claim (ADR 0076): ?serial=, ?product= and ?order= (the unit page's link) fill
 * the unit. The spare-part types' names are the product page's (its enquiry names them).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  const query = new URL(request.url).searchParams;
  const param = (name: string, max: number) => (query.get(name) ?? '').trim().slice(0, max);
  const L = WARRANTY_CLAIM_LIMITS;
  return {
    locale,
    unit: {
      serial: param('serial', L.serialNumber),
      product: param('product', L.productName),
      order: param('order', L.orderNumber),
    },
    translations: await loadTranslations(services, ['afterSales', 'validation', 'account', 'productPage']),
  };
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
