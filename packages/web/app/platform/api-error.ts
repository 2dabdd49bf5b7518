import type { ErrorBody } from '@airshop/domain/site/errors';

/** Spec: a failed API call is 'Error while fetching data from API' carrying the status number. */
export const API_ERROR_MESSAGE = 'Error while fetching data from API';
/** Spec: the download helper says 'Forbidden' for a 403. */
export const FORBIDDEN_MESSAGE = 'Forbidden';

export class ApiError extends Error {
  readonly status: number;
  /** The server's error body when it answered with one. */
  readonly body: ErrorBody | undefined;
  /** The x-custom-message header of the failure (shop.md §8: why an add to the cart failed). */
  readonly customMessage: string | undefined;

  constructor(status: number, body?: ErrorBody, message = API_ERROR_MESSAGE, customMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.customMessage = customMessage;
  }
}
