import { APPROVED } from '@airshop/domain/account/user-status';
import { type Locale, parseLocale } from '@airshop/domain/i18n/locales';
import type { ReactNode } from 'react';
import { data } from 'react-router';
import { CartRefused } from '../features/cart/index.ts';
import { QuickPickFrame, QuickPickPage } from '../features/quickpick/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { PRIVATE_PAGE_HEADERS, signInFirst } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/quick-pick';

/**
 * /{locale}/quick-pick/{category} (issue 17 point 5, ADR 0069): the category's list, read in-process as GET
 * Qp/{market}/{category} reads it in the viewer's own market. Who may not have a cart is told why, as on the cart
 * page; an anonymous visitor without a guest cart signs in first; an unknown category is 404.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const locale = parseLocale(params.locale) ?? services.locale;
  const [answer, profile] = await Promise.all([
    services.quickPick.list(params.category),
    services.auth.profile(),
  ]);
  if (answer.kind === 'refused' && answer.reason === 'signInRequired') {
    throw signInFirst(locale, url);
  }
  if (answer.kind === 'notFound') throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const translations = await loadTranslations(services, ['quickPick', 'cart']);
  return { answer, locale, waiting: profile.IsLoggedIn && profile.UserStatus !== APPROVED, translations };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.answer.kind === 'ok'
      ? loaderData.answer.value.CategoryName
      : metaText(loaderData, 'quickPick', 'index/title');
  return [{ title: `${title ?? 'Quick pick'} | Airshop` }, { name: 'robots', content: 'noindex' }];
}

export default function QuickPick({ loaderData }: Route.ComponentProps) {
  const { answer, locale, waiting } = loaderData;
  if (answer.kind === 'ok')
    return <QuickPickPage key={answer.value.CategoryId} list={answer.value} locale={locale} />;
  return (
    <QuickPickRefused locale={locale}>
      {answer.kind === 'refused' && answer.reason !== 'signInRequired' ? (
        <CartRefused reason={answer.reason} waiting={waiting} />
      ) : null}
    </QuickPickRefused>
  );
}

function QuickPickRefused({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = useTranslations('quickPick');
  return (
    <QuickPickFrame locale={locale} title={t('index/title')}>
      {children}
    </QuickPickFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
