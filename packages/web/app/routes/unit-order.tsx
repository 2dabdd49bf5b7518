import { parseLocale } from '@airshop/domain/i18n/locales';
import { formatMessage } from '@airshop/domain/i18n/translation-text';
import { SERIAL_NUMBER_INPUT_MAX_LENGTH } from '@airshop/domain/osd/serial-number';
import { data } from 'react-router';
import { UnitOrderPage } from '../features/osd/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/unit-order';

const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

/** /{locale}/after-sales/orders/{no}?serial=…: the order a unit was sold on (ADR 0073), read in the browser. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  if (!/^[A-Za-z0-9-]{1,40}$/.test(params.no)) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  const serial =
    new URL(request.url).searchParams.get('serial')?.slice(0, SERIAL_NUMBER_INPUT_MAX_LENGTH) || undefined;
  return { locale, orderNo: params.no, serial, translations: await loadTranslations(services, ['osd']) };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const text = metaText(loaderData, 'osd', 'order/title');
  const title =
    text && loaderData ? formatMessage(text, { number: loaderData.orderNo }, loaderData.locale) : 'Order';
  return [{ title: `${title} | Airshop` }, { name: 'robots', content: 'noindex' }];
}

export default function UnitOrderRoute({ loaderData }: Route.ComponentProps) {
  return <UnitOrderPage locale={loaderData.locale} orderNo={loaderData.orderNo} serial={loaderData.serial} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
