import type { Route } from './endpoint.ts';

/** Where the back office's endpoints are (declared in `backoffice.ts`); plain data, so the browser loads no schema. */
export const backOfficeUsersRoute = {
  method: 'GET',
  path: '/api/v1/BackOffice/Users',
} as const satisfies Route;
export const backOfficeUserRoute = {
  method: 'GET',
  path: '/api/v1/BackOffice/Users/:id',
} as const satisfies Route;
export const backOfficeDecideUserRoute = {
  method: 'POST',
  path: '/api/v1/BackOffice/Users/:id/Decisions',
} as const satisfies Route;
export const backOfficeCompaniesRoute = {
  method: 'GET',
  path: '/api/v1/BackOffice/Companies',
} as const satisfies Route;
export const backOfficeApproveCompanyRoute = {
  method: 'POST',
  path: '/api/v1/BackOffice/Companies/:id/Approve',
} as const satisfies Route;
export const backOfficeRejectCompanyRoute = {
  method: 'POST',
  path: '/api/v1/BackOffice/Companies/:id/Reject',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const backOfficeRoutes = {
  users: backOfficeUsersRoute,
  user: backOfficeUserRoute,
  decideUser: backOfficeDecideUserRoute,
  companies: backOfficeCompaniesRoute,
  approveCompany: backOfficeApproveCompanyRoute,
  rejectCompany: backOfficeRejectCompanyRoute,
};
