/*
 * Limits of the cart page's fields, without zod so the browser's fields can use them (cart-edits.ts builds the
 * schemas from them).
 */

/** The longest cart name. */
export const CART_NAME_MAX = 100;

/** The longest promotion code. */
export const PROMOTION_CODE_MAX = 40;

/** The upload template's header row, in this order; an upload's header row is matched without case. */
export const CART_TEMPLATE_COLUMNS = ['code', 'quantity', 'note', 'delivery'] as const;

export const CART_TEMPLATE_FILE_NAME = 'template.csv';

/** Largest spreadsheet accepted (decoded bytes): 10 000 rows of xlsx fit in well under it. */
export const CART_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
