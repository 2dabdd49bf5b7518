import type { Route } from './endpoint.ts';

/** Where the sales contacts' endpoints are (declared in `sales-contacts.ts`); plain data, no schema. */
export const salesContactRoutes = {
  contactBlock: { method: 'GET', path: '/api/v1/SalesContacts/ContactBlock' },
  contacts: { method: 'GET', path: '/api/v1/SalesContacts/Contacts' },
  index: { method: 'GET', path: '/api/v1/SalesContacts/Index' },
  withoutCountry: { method: 'GET', path: '/api/v1/SalesContacts' },
  byCountry: { method: 'GET', path: '/api/v1/SalesContacts/Countries/:c' },
} as const satisfies Record<string, Route | Record<string, Route>>;
