import { APPROVED } from '@airshop/domain/account/user-status';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { CartRefused } from '../features/cart/page/cart-refused.tsx';
import { CheckoutFrame } from '../features/checkout/checkout-frame.tsx';
import { BackToCart, CheckoutEmpty, CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { GuestQuoteForm } from '../features/checkout/guest-quote-form.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { PRIVATE_PAGE_HEADERS, signInFirst } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/checkout';

/**
 * /{locale}/checkout, checkout step 2 (issue 16; ADR 0065): the cart read in-process as GET Carts/Default/Checkout
 * reads it (priced by the server now), with the cart page's refusals — anonymous without a guest cart signs in
 * and comes back, a user who may not buy is told why. A buyer places the order; a guest asks for a quote. The
 * order's address, reference and comment are read by the page's script (GET Carts/{id}/Order, Addresses).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const locale = parseLocale(params.locale) ?? services.locale;
  const [answer, profile] = await Promise.all([services.cart.checkout(), services.auth.profile()]);
  if (answer.kind === 'refused' && answer.reason === 'signInRequired') {
    throw signInFirst(locale, url);
  }
  // The forms' messages (validation, account) and the cart's refusal and promotion texts are read here too.
  const translations = await loadTranslations(services, ['checkout', 'cart', 'validation', 'account']);
  return { answer, locale, waiting: profile.IsLoggedIn && profile.UserStatus !== APPROVED, translations };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'checkout', 'title') ?? 'Checkout'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { answer, locale, waiting } = loaderData;
  const t = useTranslations('checkout');
  const guest = answer.kind === 'cart' && answer.cart.IsGuest;
  return (
    <CheckoutFrame locale={locale} title={guest ? t('quote/pageTitle') : t('title')}>
      <BackToCart locale={locale} />
      {answer.kind === 'cart' ? (
        answer.cart.Items.length === 0 ? (
          <CheckoutEmpty locale={locale} />
        ) : guest ? (
          <GuestQuoteForm cart={answer.cart} locale={locale} />
        ) : (
          <CheckoutPage cart={answer.cart} locale={locale} />
        )
      ) : answer.reason === 'signInRequired' ? null : (
        <CartRefused reason={answer.reason} waiting={waiting} />
      )}
    </CheckoutFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
