import type { Route } from './endpoint.ts';

// Plain data: route files load nothing at run time (browser-routes.test.ts).
const route = <const M extends Route['method'], const P extends string>(method: M, path: P): Route<M, P> => ({
  method,
  path,
});

/** Where a project's spreadsheet endpoints are (declared in `project-sheets.ts`, ADR 0068). */
export const projectUploadRoute = route('PUT', '/api/v1/portal/Projects/:id/Upload');
export const projectTemplateRoute = route('GET', '/api/v1/portal/Projects/Template');
export const projectExportRoute = route('GET', '/api/v1/portal/Projects/:id/Export');

export const projectSheetRoutes = {
  upload: projectUploadRoute,
  template: projectTemplateRoute,
  export: projectExportRoute,
};
