import { missingKeyText } from '@airshop/domain/i18n/translation-text';
import { ApiError } from '../../../platform/api-error.ts';
import type { Translate } from '../../../platform/i18n/use-translations.ts';

/*
 * Why the server refused a valid change: 409 with details.reason and the x-custom-message header (shop.md §8),
 * one of CART_EDIT_REFUSALS or PROMOTION_REFUSALS. The lists are not imported here (they live beside the
 * schemas, which the page does not load); a test checks every reason has its text.
 */

/** The reason of a refusal, or undefined for a failure (network, 5xx, 400). */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const details = error.body?.details;
  if (details && typeof details === 'object' && 'reason' in details && typeof details.reason === 'string') {
    return details.reason;
  }
  return error.customMessage;
}

/** The line or delivery is gone (another tab changed the cart): the page reads the cart again. */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** `prefix + reason` in the page's texts, or undefined when the reason has none (a reason newer than the page). */
export function refusalText(t: Translate, key: string): string | undefined {
  const text = t(key);
  return text === missingKeyText(key) ? undefined : text;
}
