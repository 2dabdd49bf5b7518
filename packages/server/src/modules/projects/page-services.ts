import type {
  ProjectDetailAnswer,
  ProjectListAnswer,
  ProjectPageRefusal,
  ProjectPages,
} from '@airshop/domain/commerce/project-pages';
import { AppError } from '../../platform/errors.ts';
import type { PageRequest } from '../../platform/page-request.ts';
import { getProjectDetail } from './detail.ts';
import { getProjectOverview } from './overview.ts';

/** The REST calls' refusals, as the pages show them (their own screens rather than an error page). */
const REFUSALS: Partial<Record<AppError['code'], ProjectPageRefusal>> = {
  unauthenticated: 'signInRequired',
  forbidden: 'notAllowed',
  webshop_disabled: 'webshopDisabled',
};

function refusalOf(error: unknown): ProjectPageRefusal | undefined {
  return error instanceof AppError ? REFUSALS[error.code] : undefined;
}

/** The project pages read what the API answers, as the signed-in customer (the pages are private, no-store). */
export function projectPages(page: PageRequest): ProjectPages {
  return {
    async overview(): Promise<ProjectListAnswer> {
      try {
        return { kind: 'list', projects: await getProjectOverview(await page.signedIn()) };
      } catch (error) {
        const reason = refusalOf(error);
        if (reason) return { kind: 'refused', reason };
        throw error;
      }
    },
    async detail(id: number): Promise<ProjectDetailAnswer> {
      try {
        return { kind: 'project', project: await getProjectDetail(await page.signedIn(), id) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return { kind: 'notFound' };
        const reason = refusalOf(error);
        if (reason) return { kind: 'refused', reason };
        throw error;
      }
    },
  };
}
