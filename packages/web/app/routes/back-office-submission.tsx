import { mayManageSubmissions, requireReviewer } from '../features/backoffice/index.ts';
import { SubmissionPage } from '../features/backoffice/submission-page.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { useLayoutData } from '../features/shell/layout-data.ts';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { PRIVATE_PAGE_HEADERS } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/back-office-submission';

/** /{locale}/back-office/submissions/{id}: one submission with its fields, files and status (ADR 0074). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const profile = await services.auth.profile();
  requireReviewer(profile, mayManageSubmissions(profile), params.locale, new URL(request.url));
  return { translations: await loadTranslations(services, ['account', 'orders', 'submissions']) };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'submissions', 'detail/heading') ?? 'Submission'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function BackOfficeSubmission({ params }: Route.ComponentProps) {
  const layout = useLayoutData();
  if (!layout) return null;
  return <SubmissionPage locale={layout.locale} id={params.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
