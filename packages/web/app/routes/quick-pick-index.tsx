import { APPROVED } from '@airshop/domain/account/user-status';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { CartRefused } from '../features/cart/index.ts';
import { QuickPickFrame, QuickPickIndex } from '../features/quickpick/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { PRIVATE_PAGE_HEADERS, signInFirst } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/quick-pick-index';

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
    throw signInFirst(locale, url);
  }
  const translations = await loadTranslations(services, ['quickPick', 'cart']);
  return { answer, locale, waiting: profile.IsLoggedIn && profile.UserStatus !== APPROVED, translations };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
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
