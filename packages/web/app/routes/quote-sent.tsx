import { ORDER_NUMBER_PATTERN } from '@airshop/domain/commerce/order-limits';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { QuoteSent } from '../features/checkout/quote-sent.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/quote-sent';

/**
 * /{locale}/cart/quote-sent?number=AS-Q-2026-000045: the thank-you page after a guest's quote request (issue 16
 * point 3). No account needed; it shows only the number from the address, and only when it is one of ours.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  const number = new URL(request.url).searchParams.get('number') ?? '';
  const translations = await loadTranslations(services, ['checkout']);
  return { locale, number: ORDER_NUMBER_PATTERN.test(number) ? number : undefined, translations };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'checkout', 'sent/title') ?? 'Quote request sent'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function QuoteSentRoute({ loaderData }: Route.ComponentProps) {
  return <QuoteSent locale={loaderData.locale} number={loaderData.number} />;
}
