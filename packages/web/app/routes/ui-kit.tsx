import { data } from 'react-router';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { UiKitPage } from '../features/ui-kit/ui-kit-page.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/ui-kit';

/**
 * Every part of the design system on one page, for screenshots and axe. `validation` is left out on
 * purpose: the form demo loads it in the browser, which exercises the translation fetch path. A production
 * server without test hooks answers the not-found page: the showcase is for the team, not for customers.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!services.uiKit) throw data(null, { status: 404 });
  return { translations: await loadTranslations(services, ['uiKit']) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'uiKit', 'title') ?? 'UI kit'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function UiKit() {
  return <UiKitPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
