import type { Route } from './endpoint.ts';

/** Where the projects' endpoints are (declared in `projects.ts`); plain data, so the browser loads no schema. */
export const projectRoutes = {
  selector: { method: 'GET', path: '/api/v1/portal/Projects/Selector' },
  create: { method: 'POST', path: '/api/v1/portal/Projects' },
  addItem: { method: 'PUT', path: '/api/v1/portal/Projects/:id/Items' },
  widget: { method: 'GET', path: '/api/v1/portal/Projects/:id/Widget' },
  detail: { method: 'GET', path: '/api/v1/portal/Projects/:id/Detail' },
} as const satisfies Record<string, Route | Record<string, Route>>;
