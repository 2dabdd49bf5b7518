import { ApiError } from '../../platform/api-error.ts';
import type { Translate } from '../../platform/i18n/use-translations.ts';

/** The sentence for an order call that failed, by the API's error code (ADR 0003), in the page's language. */
export function orderErrorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('errors/offline');
  if (error.status === 404) return t('errors/notFound');
  if (error.status === 401) return t('errors/signedOut');
  if (error.status === 403 || error.body?.code === 'webshop_disabled') return t('errors/notAllowed');
  return t('errors/generic');
}
