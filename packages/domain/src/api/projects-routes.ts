import { route } from './endpoint.ts';

/** Where the projects' endpoints are (declared in `projects.ts`); plain data, so the browser loads no schema. */
export const projectRoutes = {
  selector: route('GET', '/api/v1/portal/Projects/Selector'),
  create: route('POST', '/api/v1/portal/Projects'),
  addItem: route('PUT', '/api/v1/portal/Projects/:id/Items'),
  widget: route('GET', '/api/v1/portal/Projects/:id/Widget'),
  detail: route('GET', '/api/v1/portal/Projects/:id/Detail'),
};
