import { parseLocale } from '@airshop/domain/i18n/locales';
import { formatMessage } from '@airshop/domain/i18n/translation-text';
import { SERIAL_NUMBER_INPUT_MAX_LENGTH } from '@airshop/domain/osd/serial-number';
import { data } from 'react-router';
import { UnitPage } from '../features/osd/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/unit';

const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

/**
 * /{locale}/after-sales/serial-number/{serial}: one unit (ADR 0073), read in the browser (GET Osd/Product/{serial},
 * rate limited per client). Not for search engines: a unit's page is for whoever stands in front of it.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  if (params.serial.length > SERIAL_NUMBER_INPUT_MAX_LENGTH)
    throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  return {
    locale,
    serial: params.serial,
    translations: await loadTranslations(services, ['osd', 'productPage']),
  };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const text = metaText(loaderData, 'osd', 'unit/title');
  const title =
    text && loaderData ? formatMessage(text, { serial: loaderData.serial }, loaderData.locale) : 'Unit';
  return [{ title: `${title} | Airshop` }, { name: 'robots', content: 'noindex' }];
}

export default function UnitRoute({ loaderData }: Route.ComponentProps) {
  return <UnitPage locale={loaderData.locale} serial={loaderData.serial} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
