import { cartCheckoutRoute } from '@airshop/domain/api/cart-routes';
import {
  projectCreateRoute,
  projectDeleteItemRoute,
  projectDeleteRoute,
  projectDetailRoute,
  projectOverviewRoute,
  projectRemoveItemsRoute,
  projectToCartRoute,
  projectUpdateItemRoute,
  projectUpdateRoute,
} from '@airshop/domain/api/projects-routes';
import type { CartCheckout } from '@airshop/domain/commerce/cart-checkout';
import type {
  DeleteProjectItem,
  ProjectDetail,
  ProjectOverview,
  ProjectToCart,
  ProjectToCartResult,
  RemoveProjectItems,
  UpdateProject,
  UpdateProjectItem,
} from '@airshop/domain/commerce/projects';
import { callApi } from '../../../platform/api-client.ts';

/*
 * The project pages' calls (ADR 0067). Every write of the detail answers the project as it is now, which the
 * page shows. Writes that make something carry an idempotency key, one per press (ADR 0051).
 */

// The header's name as a literal: its declaration lives beside zod, which the browser does not load.
const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const projectPageApi = {
  overview: (): Promise<ProjectOverview> => callApi(projectOverviewRoute),
  create: async (key: string): Promise<number> => (await callApi(projectCreateRoute, {}, once(key))).Id,
  remove: async (id: number): Promise<void> => {
    await callApi(projectDeleteRoute, { params: { id } });
  },
  detail: (id: number): Promise<ProjectDetail> => callApi(projectDetailRoute, { params: { id } }),
  update: (id: number, body: UpdateProject): Promise<ProjectDetail> =>
    callApi(projectUpdateRoute, { params: { id }, body }),
  updateItem: (id: number, body: UpdateProjectItem): Promise<ProjectDetail> =>
    callApi(projectUpdateItemRoute, { params: { id }, body }),
  deleteItem: (id: number, body: DeleteProjectItem): Promise<ProjectDetail> =>
    callApi(projectDeleteItemRoute, { params: { id }, body }),
  removeItems: (id: number, body: RemoveProjectItems): Promise<ProjectDetail> =>
    callApi(projectRemoveItemsRoute, { params: { id }, body }),
  toCart: (id: number, body: ProjectToCart, key: string): Promise<ProjectToCartResult> =>
    callApi(projectToCartRoute, { params: { id }, body }, once(key)),
  /** The buyer's cart, for the deliveries the selection may go to. */
  cart: (): Promise<CartCheckout> => callApi(cartCheckoutRoute, { params: { id: 'Default' } }),
};
