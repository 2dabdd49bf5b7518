import { APPROVED } from '@airshop/domain/account/user-status';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { data, useRevalidator } from 'react-router';
import {
  openProjectPanel,
  ProjectDetailPage,
  ProjectExportButton,
  ProjectFrame,
  ProjectRefused,
  ProjectUpload,
} from '../features/projects/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { PRIVATE_PAGE_HEADERS, signInFirst } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/project-detail';

/** ?projectId=N as the API's ids are: a whole number from 1. */
const PROJECT_ID = /^[1-9]\d{0,15}$/;

/**
 * /{locale}/projects/detail?projectId=N (issue 17 point 2; the spec's project-detail link carries projectId): the
 * project read in-process as GET portal/Projects/{id}/Detail reads it. Another company's project, or none, is
 * 404; an anonymous visitor signs in first and comes back; a user who may not buy is told why.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const locale = parseLocale(params.locale) ?? services.locale;
  const raw = url.searchParams.get('projectId') ?? '';
  const profile = await services.auth.profile();
  if (!profile.IsLoggedIn) {
    throw signInFirst(locale, url);
  }
  if (!PROJECT_ID.test(raw)) throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  const answer = await services.projects.detail(Number(raw));
  if (answer.kind === 'notFound') throw data(null, { status: 404, headers: PRIVATE_PAGE_HEADERS });
  // The lines' words and the add's refusals (generic/addItemErrors) are the projects page's and shared.
  return {
    answer,
    locale,
    waiting: profile.UserStatus !== APPROVED,
    translations: await loadTranslations(services, ['projects']),
  };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.answer.kind === 'project' ? loaderData.answer.project.Name : undefined;
  const title = name ?? metaText(loaderData, 'projects', 'detail/title') ?? 'Project';
  return [{ title: `${title} | Airshop` }, { name: 'robots', content: 'noindex' }];
}

export default function ProjectDetailRoute({ loaderData }: Route.ComponentProps) {
  const { answer, locale, waiting } = loaderData;
  const revalidator = useRevalidator();
  if (answer.kind === 'project') {
    const { Id, Name } = answer.project;
    // The spreadsheet export, upload and template (ADR 0068). An upload that took rows refetches the detail
    // (the loader again) and opens the project panel, whose widget refetches (shop.md §4).
    const sheetTools = (
      <ProjectUpload
        projectId={Id}
        actions={<ProjectExportButton projectId={Id} fallbackName={Name} />}
        onUploaded={() => {
          void revalidator.revalidate();
          openProjectPanel(Id);
        }}
      />
    );
    return <ProjectDetailPage key={Id} project={answer.project} locale={locale} sheetTools={sheetTools} />;
  }
  return (
    <ProjectFrame locale={locale}>
      {answer.reason === 'signInRequired' ? null : (
        <ProjectRefused reason={answer.reason} waiting={waiting} />
      )}
    </ProjectFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="container">
      <ErrorFallback error={error} />
    </div>
  );
}
