import { APPROVED } from '@airshop/domain/account/user-status';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { CartFrame, CartPage } from '../features/cart/page/cart-page.tsx';
import { CartRefused } from '../features/cart/page/cart-refused.tsx';
import { CopyToProject } from '../features/projects/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { PRIVATE_PAGE_HEADERS, signInFirst } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/cart';

/**
 * /{locale}/cart, checkout step 1 (issue 15): the buyer's cart, or a guest's (no prices), read in-process as
 * GET Carts/Default/Checkout reads it. An anonymous visitor without a guest cart is sent to sign in and comes
 * back here; a user who may not buy is told why.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const locale = parseLocale(params.locale) ?? services.locale;
  const [answer, profile] = await Promise.all([services.cart.checkout(), services.auth.profile()]);
  if (answer.kind === 'refused' && answer.reason === 'signInRequired') {
    throw signInFirst(locale, url);
  }
  // The lines' stock and delivery hints say it in the product page's words.
  const pages =
    answer.kind === 'cart' && answer.cart.ShowPrices
      ? (['cart', 'productPage', 'quickPick'] as const)
      : (['cart', 'quickPick'] as const);
  const translations = await loadTranslations(services, pages);
  return { answer, locale, waiting: profile.IsLoggedIn && profile.UserStatus !== APPROVED, translations };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'cart', 'title') ?? 'Cart'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Cart({ loaderData }: Route.ComponentProps) {
  const { answer, locale, waiting } = loaderData;
  if (answer.kind === 'cart') {
    return (
      <CartPage
        cart={answer.cart}
        locale={locale}
        projectTools={(cart) => <CopyToProject lines={cart.Items} />}
      />
    );
  }
  return (
    <CartFrame locale={locale}>
      {answer.reason === 'signInRequired' ? null : <CartRefused reason={answer.reason} waiting={waiting} />}
    </CartFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
