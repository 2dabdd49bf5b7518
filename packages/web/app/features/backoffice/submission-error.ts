import { ApiError } from '../../platform/api-error.ts';
import type { Translate } from '../../platform/i18n/use-translations.ts';

/** The sentence for a submissions call that failed, by the API's answer, in the page's language. */
export function submissionErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('errors/offline');
  if (error.status === 404) return t('errors/notFound');
  if (error.status === 401) return t('errors/signedOut');
  if (error.status === 403) return t('errors/notAllowed');
  if (error.status === 400) return t('errors/badFilter');
  return t('errors/generic');
}
