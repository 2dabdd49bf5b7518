/** Business constants of the spec (product-page.md §9, shop.md §9), one place for browser and server. */
export const API_BASE_PATH = '/api/v1/';
export const LANGUAGE_HEADER = 'x-lang';
/** The locale of the page an API call is made for; it decides the answer's language over x-lang (ADR 0049). */
export const PAGE_LOCALE_HEADER = 'x-page-locale';
export const API_DATE_FORMAT = 'YYYY-MM-DD';

export const SNACKBAR_MS = 2000;
export const SNACKBAR_LONG_MS = 8000;
export const PRODUCT_PAGE_SNACKBAR_MS = 6000;

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
export const QUANTITY_STEP = 1;
export const CART_ITEM_NOTE_MAX = 35;

export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_UPLOAD_MAX_BYTES = 32 * 1024 * 1024;

/** Cookies the browser helper reads the language from (spec: country cookie, else default-language cookie). */
export const COUNTRY_COOKIE = 'country';
export const DEFAULT_LANGUAGE_COOKIE = 'defaultLanguage';
export const GUEST_ID_COOKIE = 'GuestId';
