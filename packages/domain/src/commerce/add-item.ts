/*
 * The messages of an add to the cart or a project (shop.md §8), without zod so the browser can use them: why a
 * valid request was refused (ErrorMessage of a 200) and why it failed (the x-custom-message header).
 */

/**
 * Why an add was refused although the request was valid: shown as the translation
 * generic/addItemErrors/{ErrorMessage} (shop.md §8). The cart is unchanged.
 */
export const ADD_ITEM_ERRORS = [
  'unknownCode',
  'notShoppable',
  'discontinued',
  'noPrice',
  'quantityLimit',
] as const;
export type AddItemError = (typeof ADD_ITEM_ERRORS)[number];

/** Header naming why an add failed (shop.md §8): the browser shows generic/addItemErrors/{message}. */
export const CUSTOM_MESSAGE_HEADER = 'x-custom-message';

/**
 * The x-custom-message of an add that was refused before it was looked at: not signed in (401), not allowed
 * to buy (403), the market's web shop off (409).
 */
export const ADD_ITEM_FAILURE_MESSAGES = {
  unauthenticated: 'signInRequired',
  forbidden: 'notAllowed',
  webshop_disabled: 'webshopDisabled',
} as const;
export type AddItemFailureMessage =
  (typeof ADD_ITEM_FAILURE_MESSAGES)[keyof typeof ADD_ITEM_FAILURE_MESSAGES];

/** Every message an add may answer with, each a key under generic/addItemErrors/. */
export const ADD_ITEM_MESSAGES: readonly (AddItemError | AddItemFailureMessage)[] = [
  ...ADD_ITEM_ERRORS,
  ...Object.values(ADD_ITEM_FAILURE_MESSAGES),
];

/** The translation id of an add's message; one the page does not know reads as a connection problem. */
export function addItemErrorKey(message: string | null | undefined): string {
  return message && (ADD_ITEM_MESSAGES as readonly string[]).includes(message)
    ? `generic/addItemErrors/${message}`
    : 'generic/messages/apiOrConnectionError';
}
