import { parseLocale } from '@airshop/domain/i18n/locales';
import { mayOrder, OrdersPage, refusalOf } from '../features/orders/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { PRIVATE_PAGE_HEADERS, signInFirst } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import { Notice } from '../ui/notice.tsx';
import type { Route } from './+types/orders';

/**
 * /{locale}/orders (issue 16 point 5): the buyer's order history, read in the browser (GET Orders) with the
 * filters of the URL. An anonymous visitor signs in first and comes back; a user who may not buy is told why.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const locale = parseLocale(params.locale) ?? services.locale;
  const profile = await services.auth.profile();
  if (!profile.IsLoggedIn) {
    throw signInFirst(locale, url);
  }
  return {
    locale,
    refused: mayOrder(profile) ? null : refusalOf(profile),
    canSeeCompany: profile.HasCompanyAdminRole,
    translations: await loadTranslations(services, ['orders']),
  };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'orders', 'title') ?? 'Orders'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { locale, refused, canSeeCompany } = loaderData;
  if (refused) return <OrdersRefused reason={refused} />;
  return <OrdersPage locale={locale} canSeeCompany={canSeeCompany} />;
}

function OrdersRefused({ reason }: { reason: 'waiting' | 'notAllowed' }) {
  const t = useTranslations('orders');
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <h1>{t('title')}</h1>
      <Notice tone="warning">{t(`refused/${reason}`)}</Notice>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
