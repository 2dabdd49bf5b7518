import { HomePage } from '../features/home/home-page.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const translations = await loadTranslations(services, ['home', 'osd']);
  return { translations };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: metaText(loaderData, 'home', 'meta/title') ?? 'Airshop' },
    { name: 'description', content: metaText(loaderData, 'home', 'meta/description') ?? '' },
  ];
}

export default function Home() {
  return <HomePage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
