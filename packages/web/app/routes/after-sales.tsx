import { parseLocale } from '@airshop/domain/i18n/locales';
import { AfterSalesHub } from '../features/after-sales-forms/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/after-sales';

/** /{locale}/after-sales: the serial-number lookup and the four after-sales forms (issue 19 point 4). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  return { locale, translations: await loadTranslations(services, ['afterSales']) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${metaText(loaderData, 'afterSales', 'hub/title') ?? 'After sales'} | Airshop` }];
}

export default function AfterSalesRoute({ loaderData }: Route.ComponentProps) {
  return <AfterSalesHub locale={loaderData.locale} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
