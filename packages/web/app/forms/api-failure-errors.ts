import { ApiError } from '../platform/api-error.ts';
import { type FailureTexts, failureErrors } from './failure-errors.ts';
import type { FormErrors } from './form-errors.ts';

/**
 * The errors to show for a form that sends itself through the API (useForm's `send`) and was refused: the
 * API's error body is read like an action's (failureErrors); no answer at all means the network or the server
 * is down, which the form says at its top.
 */
export function apiFailureErrors(
  error: unknown,
  values: Record<string, string>,
  texts?: FailureTexts,
): FormErrors {
  if (error instanceof ApiError && error.body) return failureErrors(error.body, values, texts);
  if (error instanceof ApiError) return { fields: {}, form: { page: 'account', key: 'errors/generic' } };
  return { fields: {}, form: { page: 'account', key: 'errors/offline' } };
}
