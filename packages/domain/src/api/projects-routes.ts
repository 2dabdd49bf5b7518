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

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const projectRoutes = {
  selector: projectSelectorRoute,
  create: projectCreateRoute,
  addItem: projectAddItemRoute,
  widget: projectWidgetRoute,
  detail: projectDetailRoute,
};
