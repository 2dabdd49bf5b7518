import { parseLocale } from '@airshop/domain/i18n/locales';
import { SERIAL_NUMBER_INPUT_MAX_LENGTH } from '@airshop/domain/osd/serial-number';
import { SerialSearchPage } from '../features/osd/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/serial-number';

/** /{locale}/after-sales/serial-number (Links Webshop/SerialNumber; ADR 0073); ?serial= looks one up at once. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  const serial = (new URL(request.url).searchParams.get('serial') ?? '').slice(
    0,
    SERIAL_NUMBER_INPUT_MAX_LENGTH,
  );
  return { locale, serial, translations: await loadTranslations(services, ['osd']) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${metaText(loaderData, 'osd', 'search/title') ?? 'Serial number'} | Airshop` }];
}

export default function SerialNumberRoute({ loaderData }: Route.ComponentProps) {
  return <SerialSearchPage locale={loaderData.locale} serial={loaderData.serial} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
