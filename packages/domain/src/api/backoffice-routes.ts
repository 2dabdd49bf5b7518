import { route } from './endpoint.ts';

/** Where the back office's endpoints are (declared in `backoffice.ts`); plain data, so the browser loads no schema. */
export const backOfficeRoutes = {
  users: route('GET', '/api/v1/BackOffice/Users'),
  user: route('GET', '/api/v1/BackOffice/Users/:id'),
  decideUser: route('POST', '/api/v1/BackOffice/Users/:id/Decisions'),
  companies: route('GET', '/api/v1/BackOffice/Companies'),
  approveCompany: route('POST', '/api/v1/BackOffice/Companies/:id/Approve'),
  rejectCompany: route('POST', '/api/v1/BackOffice/Companies/:id/Reject'),
};
