import type { Route } from './endpoint.ts';

// Plain data: route files load nothing at run time (browser-routes.test.ts).
const route = <const M extends Route['method'], const P extends string>(method: M, path: P): Route<M, P> => ({
  method,
  path,
});

/** The back office's list of submissions (declared in `submissions.ts`, ADR 0074). */
export const submissionsRoute = route('GET', '/api/v1/BackOffice/Submissions');
export const submissionRoute = route('GET', '/api/v1/BackOffice/Submissions/:id');
export const submissionFileRoute = route('GET', '/api/v1/BackOffice/Submissions/:id/Files/:fileId');
export const submissionStatusRoute = route('PUT', '/api/v1/BackOffice/Submissions/:id/Status');

export const submissionRoutes = {
  list: submissionsRoute,
  submission: submissionRoute,
  file: submissionFileRoute,
  status: submissionStatusRoute,
};
