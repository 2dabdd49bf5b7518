import { cartBulkItemsRoute } from '@airshop/domain/api/cart-routes';
import { quickOrderCheckRoute } from '@airshop/domain/api/quickpick-routes';
import type { BulkCartItems } from '@airshop/domain/commerce/cart-edits';
import type { CartUploadResult } from '@airshop/domain/commerce/cart-upload';
import type { QuickOrderCheck, QuickOrderCheckResult } from '@airshop/domain/commerce/quick-pick';
import { callApi } from '../../../platform/api-client.ts';

/** The quick-order box's calls (ADR 0069): the check changes nothing; the add is the cart's bulk add. */
export const quickOrderApi = {
  check: (rows: QuickOrderCheck['Rows']): Promise<QuickOrderCheckResult> =>
    callApi(quickOrderCheckRoute, { body: { Rows: rows } }),
  add: (items: BulkCartItems): Promise<CartUploadResult> => callApi(cartBulkItemsRoute, { body: items }),
};
