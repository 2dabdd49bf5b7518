import type { Route } from './endpoint.ts';

/** Where the back office's endpoints are (declared in `backoffice.ts`); plain data, so the browser loads no schema. */
export const backOfficeRoutes = {
  users: { method: 'GET', path: '/api/v1/BackOffice/Users' },
  user: { method: 'GET', path: '/api/v1/BackOffice/Users/:id' },
  decideUser: { method: 'POST', path: '/api/v1/BackOffice/Users/:id/Decisions' },
  companies: { method: 'GET', path: '/api/v1/BackOffice/Companies' },
  approveCompany: { method: 'POST', path: '/api/v1/BackOffice/Companies/:id/Approve' },
  rejectCompany: { method: 'POST', path: '/api/v1/BackOffice/Companies/:id/Reject' },
} as const satisfies Record<string, Route | Record<string, Route>>;
