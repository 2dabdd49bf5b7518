import { APPROVED } from '@airshop/domain/account/user-status';
import { parseLocale } from '@airshop/domain/i18n/locales';
import { ProjectListPage, ProjectRefused } from '../features/projects/index.ts';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { loadTranslations } from '../platform/i18n/load-translations.server.ts';
import { metaText } from '../platform/i18n/meta-text.ts';
import { useTranslations } from '../platform/i18n/use-translations.ts';
import { PRIVATE_PAGE_HEADERS, signInFirst } from '../platform/private-page.ts';
import { servicesContext } from '../platform/services-context.ts';
import type { Route } from './+types/projects';

/**
 * /{locale}/projects (issue 17 point 1): the company's projects, read in-process as GET portal/Projects/Overview
 * reads them. An anonymous visitor signs in first and comes back; a user who may not buy is told why.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const locale = parseLocale(params.locale) ?? services.locale;
  const [answer, profile] = await Promise.all([services.projects.overview(), services.auth.profile()]);
  if (answer.kind === 'refused' && answer.reason === 'signInRequired') {
    throw signInFirst(locale, url);
  }
  return {
    answer,
    locale,
    waiting: profile.IsLoggedIn && profile.UserStatus !== APPROVED,
    translations: await loadTranslations(services, ['projects']),
  };
}

export function headers() {
  return PRIVATE_PAGE_HEADERS;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${metaText(loaderData, 'projects', 'title') ?? 'Projects'} | Airshop` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { answer, locale, waiting } = loaderData;
  if (answer.kind === 'list') return <ProjectListPage projects={answer.projects} locale={locale} />;
  return <Refused reason={answer.reason} waiting={waiting} />;
}

function Refused({
  reason,
  waiting,
}: {
  reason: 'notAllowed' | 'webshopDisabled' | 'signInRequired';
  waiting: boolean;
}) {
  const t = useTranslations('projects');
  return (
    <div className="container" style={{ paddingBlock: 'var(--space-8)' }}>
      <h1>{t('title')}</h1>
      {reason === 'signInRequired' ? null : <ProjectRefused reason={reason} waiting={waiting} />}
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
