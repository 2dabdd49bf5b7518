import type { Route } from './endpoint.ts';

/** Where the projects' endpoints are (declared in `projects.ts`); plain data, so the browser loads no schema. */
export const projectSelectorRoute = {
  method: 'GET',
  path: '/api/v1/portal/Projects/Selector',
} as const satisfies Route;
export const projectCreateRoute = {
  method: 'POST',
  path: '/api/v1/portal/Projects',
} as const satisfies Route;
export const projectAddItemRoute = {
  method: 'PUT',
  path: '/api/v1/portal/Projects/:id/Items',
} as const satisfies Route;
export const projectWidgetRoute = {
  method: 'GET',
  path: '/api/v1/portal/Projects/:id/Widget',
} as const satisfies Route;
export const projectDetailRoute = {
  method: 'GET',
  path: '/api/v1/portal/Projects/:id/Detail',
} as const satisfies Route;

export const projectOverviewRoute = {
  method: 'GET',
  path: '/api/v1/portal/Projects/Overview',
} as const satisfies Route;
export const projectUpdateRoute = {
  method: 'PATCH',
  path: '/api/v1/portal/Projects/:id',
} as const satisfies Route;
export const projectDeleteRoute = {
  method: 'DELETE',
  path: '/api/v1/portal/Projects/:id',
} as const satisfies Route;
export const projectUpdateItemRoute = {
  method: 'PATCH',
  path: '/api/v1/portal/Projects/:id/Items',
} as const satisfies Route;
export const projectDeleteItemRoute = {
  method: 'DELETE',
  path: '/api/v1/portal/Projects/:id/Items',
} as const satisfies Route;
export const projectRemoveItemsRoute = {
  method: 'PUT',
  path: '/api/v1/portal/Projects/:id/Items/Remove',
} as const satisfies Route;
export const projectBulkItemsRoute = {
  method: 'PUT',
  path: '/api/v1/portal/Projects/:id/Items/Bulk',
} as const satisfies Route;
export const projectToCartRoute = {
  method: 'PUT',
  path: '/api/v1/portal/Projects/:id/ToCart',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const projectRoutes = {
  selector: projectSelectorRoute,
  create: projectCreateRoute,
  addItem: projectAddItemRoute,
  widget: projectWidgetRoute,
  detail: projectDetailRoute,
  overview: projectOverviewRoute,
  update: projectUpdateRoute,
  delete: projectDeleteRoute,
  updateItem: projectUpdateItemRoute,
  deleteItem: projectDeleteItemRoute,
  removeItems: projectRemoveItemsRoute,
  bulkItems: projectBulkItemsRoute,
  toCart: projectToCartRoute,
};
