import { parseCookies } from '@airshop/domain/site/cookies';
import { data } from 'react-router';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/test-error';

/**
 * Test-only: lets the end-to-end suite see the error boundary. It exists only when the server runs with
 * test hooks, and throws only while the cookie throw=1 is set; everyone else gets the 404 page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!services.testHooks) throw data(null, { status: 404 });
  return data(
    {
      shouldThrow: parseCookies(request.headers.get('cookie')).throw === '1',
      translations: await loadTranslations(services, ['uiKit']),
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function TestError({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('uiKit');
  if (loaderData.shouldThrow) throw new Error('Render failure requested by the throw=1 test cookie');
  return (
    <div className="container">
      <h1 data-testid="test-error-ok">{t('testPage/title')}</h1>
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
