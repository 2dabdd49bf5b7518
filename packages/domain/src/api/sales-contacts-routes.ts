import type { Route } from './endpoint.ts';

/** Where the sales contacts' endpoints are (declared in `sales-contacts.ts`); plain data, no schema. */
export const salesContactContactBlockRoute = {
  method: 'GET',
  path: '/api/v1/SalesContacts/ContactBlock',
} as const satisfies Route;
export const salesContactContactsRoute = {
  method: 'GET',
  path: '/api/v1/SalesContacts/Contacts',
} as const satisfies Route;
export const salesContactIndexRoute = {
  method: 'GET',
  path: '/api/v1/SalesContacts/Index',
} as const satisfies Route;
export const salesContactWithoutCountryRoute = {
  method: 'GET',
  path: '/api/v1/SalesContacts',
} as const satisfies Route;
export const salesContactByCountryRoute = {
  method: 'GET',
  path: '/api/v1/SalesContacts/Countries/:c',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const salesContactRoutes = {
  contactBlock: salesContactContactBlockRoute,
  contacts: salesContactContactsRoute,
  index: salesContactIndexRoute,
  withoutCountry: salesContactWithoutCountryRoute,
  byCountry: salesContactByCountryRoute,
};
