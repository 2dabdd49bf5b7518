import { RETROFIT_FANS_LIMITS } from '@airshop/domain/forms/after-sales/retrofit-fans';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { RetrofitFansPage } from '../features/after-sales-forms/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/after-sales-retrofit-fans';

/** /{locale}/after-sales/retrofit-fans: an offer for EC fans in an older unit (ADR 0076); ?serial= fills the unit. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  const serial = (new URL(request.url).searchParams.get('serial') ?? '')
    .trim()
    .slice(0, RETROFIT_FANS_LIMITS.serialNumber);
  return {
    locale,
    serial,
    translations: await loadTranslations(services, ['afterSales', 'validation', 'account']),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'afterSales', 'retrofitFans/title') ?? 'Retrofit fans'} | Airshop` },
  ];
}

export default function RetrofitFansRoute({ loaderData }: Route.ComponentProps) {
  return <RetrofitFansPage locale={loaderData.locale} serial={loaderData.serial} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
