import { ApiError } from '../../platform/api-error.ts';
import type { Translate } from '../../platform/i18n/use-translations.ts';

/**
 * The translated sentence for a failed account call, by the error code of the API's body (ADR 0003): codes,
 * not English messages, so every locale reads its own text. `specific` names texts for codes the form knows
 * better (a wrong password, an e-mail address already in use).
 */
export function apiErrorMessage(
  error: unknown,
  t: Translate,
  specific: Partial<Record<string, string>> = {},
): string {
  const code = error instanceof ApiError ? error.body?.code : undefined;
  if (code && specific[code]) return specific[code];
  if (code === 'rate_limited') return t('errors/rateLimited');
  if (code === 'validation_failed') return t('errors/invalid');
  if (error instanceof ApiError) return t('errors/generic');
  // No answer at all: the network or the server is down.
  return t('errors/offline');
}
