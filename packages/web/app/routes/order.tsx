import { ORDER_NUMBER_PATTERN } from '@airshop/domain/commerce/order-limits';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { formatMessage } from '@airshop/domain/i18n/translation-text';
import { data } from 'react-router';
import { mayOrder, OrderPage } from '../features/orders/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { PRIVATE_PAGE_HEADERS, signInFirst } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/order';

/**
 * /{locale}/orders/{number}: one order of the company (GET Orders/{number}, read in the browser), and the
 * confirmation page the checkout's submit sends the buyer to (?placed=1). A number that cannot be one is 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const locale = parseLocale(params.locale) ?? services.locale;
  const profile = await services.auth.profile();
  if (!profile.IsLoggedIn) {
    throw signInFirst(locale, url);
  }
  if (!ORDER_NUMBER_PATTERN.test(params.number) || !mayOrder(profile)) {
    throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  }
  return {
    locale,
    number: params.number,
    placed: url.searchParams.get('placed') === '1',
    translations: await loadTranslations(services, ['orders']),
  };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const text = metaText(loaderData, 'orders', 'order/title');
  const title =
    text && loaderData ? formatMessage(text, { number: loaderData.number }, loaderData.locale) : 'Order';
  return [{ title: `${title} | Airshop` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderRoute({ loaderData }: Route.ComponentProps) {
  return <OrderPage locale={loaderData.locale} number={loaderData.number} placed={loaderData.placed} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
