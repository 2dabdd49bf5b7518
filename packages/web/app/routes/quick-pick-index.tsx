import { APPROVED } from '@airshop/domain/account/user-status';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { redirect } from 'react-router';
import { CartRefused } from '../features/cart/index.ts';
import { QuickPickFrame, QuickPickIndex } from '../features/quickpick/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/quick-pick-index';

const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' };

/**
 * /{locale}/quick-pick, the link Webshop/QuickPick (ADR 0069): the product groups that can be quick-picked in the
 * viewer's market, each leading to its list. The same owner rule as the cart page.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const locale = parseLocale(params.locale) ?? services.locale;
  const [answer, profile] = await Promise.all([services.quickPick.categories(), services.auth.profile()]);
  if (answer.kind === 'refused' && answer.reason === 'signInRequired') {
    throw redirect(`/${locale}/account/sign-in?ReturnUrl=${encodeURIComponent(url.pathname + url.search)}`, {
      headers: PRIVATE_HEADERS,
    });
  }
  const translations = await loadTranslations(services, ['quickPick', 'cart']);
  return { answer, locale, waiting: profile.IsLoggedIn && profile.UserStatus !== APPROVED, translations };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'quickPick', 'index/title') ?? 'Quick pick'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function QuickPickIndexRoute({ loaderData }: Route.ComponentProps) {
  const { answer, locale, waiting } = loaderData;
  const t = useTranslations('quickPick');
  if (answer.kind === 'ok') return <QuickPickIndex categories={answer.value} locale={locale} />;
  return (
    <QuickPickFrame locale={locale} title={t('index/title')}>
      {answer.kind === 'refused' && answer.reason !== 'signInRequired' ? (
        <CartRefused reason={answer.reason} waiting={waiting} />
      ) : null}
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
