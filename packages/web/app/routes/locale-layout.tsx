import { canonicalLocalePath } from '@airshop/domain/i18n/locale-path';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { Outlet, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { noRolesRedirect } from '../features/account/no-roles-redirect.ts';
import { ConsentBanner } from '../features/consent/consent-banner.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import type { LayoutData } from '../features/shell/layout-data.ts';
import { MinimalFrame } from '../features/shell/minimal-frame.tsx';
import { SiteFooter } from '../features/shell/site-footer.tsx';
import { SiteHeader } from '../features/shell/site-header.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { TranslationsProvider } from '../platform/i18n/translations-provider.tsx';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { servicesContext } from '../platform/services-context.ts';
import { SnackbarProvider } from '../ui/snackbar-provider.tsx';
import type { Route } from './+types/locale-layout';

/**
 * Runs before any loader below: a first segment that is not exactly a locale is fixed here, so no page
 * loads data for a URL it will not keep. "/de-at/x" -> "/de-AT/x", "/xx/foo" -> "/en/foo" (query kept).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ url }) => {
    const canonical = canonicalLocalePath(url.pathname);
    if (canonical) throw redirect(canonical + url.search, 302);
  },
];

export async function loader({ context, params, request }: Route.LoaderArgs): Promise<LayoutData> {
  const services = context.get(servicesContext);
  const locale = parseLocale(params.locale) ?? services.locale;
  // The catalogue menu and its texts are in the header of every page, and the home page lists its families.
  const [links, market, catalogMenu, translations, profile] = await Promise.all([
    services.links.all(),
    services.market.current(),
    services.catalog.menu(),
    loadTranslations(services, ['shared', 'catalog']),
    services.auth.profile(),
  ]);
  const noRoles = noRolesRedirect(profile, links, new URL(request.url).pathname);
  if (noRoles) throw redirect(noRoles, 302);
  return { locale, links, market, catalogMenu, translations, profile };
}

// The frame's data (links, market, shared texts) does not change with the page below it.
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentParams.locale !== nextParams.locale) return true;
  // A form post or an explicit retry (same URL) may have changed what the frame shows.
  if ((formMethod && formMethod !== 'GET') || currentUrl.href === nextUrl.href)
    return defaultShouldRevalidate;
  return false;
}

function Frame({ data }: { data: LayoutData }) {
  const t = useTranslations('shared');
  return (
    <SnackbarProvider regionLabel={t('snackbar/region')} dismissLabel={t('snackbar/dismiss')}>
      <a className="skip-link" href="#main">
        {t('header/skipToContent')}
      </a>
      <SiteHeader locale={data.locale} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter locale={data.locale} />
      <ConsentBanner />
    </SnackbarProvider>
  );
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <TranslationsProvider locale={loaderData.locale}>
      <Frame data={loaderData} />
    </TranslationsProvider>
  );
}

/** The frame's own data failed: no header links or texts to show, so a plain frame with the fallback. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MinimalFrame>
      <ErrorFallback error={error} />
    </MinimalFrame>
  );
}
