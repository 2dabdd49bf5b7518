import { quickPickListRoute, quickPickUpdateCartRoute } from '@airshop/domain/api/quickpick-routes';
import type {
  QuickPickList,
  QuickPickUpdate,
  QuickPickUpdateResult,
} from '@airshop/domain/commerce/quick-pick';
import { callApi } from '../../platform/api-client.ts';

/** The quick-pick page's calls (shop.md §7 "Quick-pick"). No response contracts: no schema library in the page. */
export const quickPickApi = {
  list: (market: string, categoryId: string): Promise<QuickPickList> =>
    callApi(quickPickListRoute, { params: { a: market, b: categoryId } }),
  update: (input: QuickPickUpdate): Promise<QuickPickUpdateResult> =>
    callApi(quickPickUpdateCartRoute, { body: input }),
};
