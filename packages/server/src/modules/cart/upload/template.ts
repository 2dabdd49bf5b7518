import { cartTemplateCsv, type TemplateRow } from '@airshop/domain/commerce/cart-upload-rows';

/**
 * The example rows of template.csv: a variant code of the demo catalogue with a note, and an LVI number of
 * another demo variant for the second delivery, so the file shows both kinds of code and every column.
 */
const EXAMPLES: readonly TemplateRow[] = [
  { code: 'RX100-04LE', quantity: 2, note: 'Floor 3, plant room', delivery: 1 },
  { code: '3100002', quantity: 1, note: '', delivery: 2 },
];

/** GET Carts/Default/Template: the same file for everyone, so it needs no cart and no sign-in. */
export const CART_TEMPLATE_CSV = cartTemplateCsv(EXAMPLES);
