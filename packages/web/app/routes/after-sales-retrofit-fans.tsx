import { RETROFIT_FANS_LIMITS } from '@airshop/domain/forms/after-sales/retrofit-fans';
import { RetrofitFansPage } from '../features/after-sales-forms/index.ts';
import { loadFormPage } from '../features/after-sales-forms/load-form-page.server.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { metaText } from '../platform/i18n/meta-text.ts';
import type { Route } from './+types/after-sales-retrofit-fans';

/** /{locale}/after-sales/retrofit-fans: an offer for EC fans in an older unit (ADR 0076); ?serial= fills the unit. */
export async function loader(args: Route.LoaderArgs) {
  const { locale, prefill, translations } = await loadFormPage(args, {
    serial: RETROFIT_FANS_LIMITS.serialNumber,
  });
  return { locale, serial: prefill.serial, translations };
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
