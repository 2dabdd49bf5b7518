import { route } from './endpoint.ts';

/** Where the sales contacts' endpoints are (declared in `sales-contacts.ts`); plain data, no schema. */
export const salesContactRoutes = {
  contactBlock: route('GET', '/api/v1/SalesContacts/ContactBlock'),
  contacts: route('GET', '/api/v1/SalesContacts/Contacts'),
  index: route('GET', '/api/v1/SalesContacts/Index'),
  withoutCountry: route('GET', '/api/v1/SalesContacts'),
  byCountry: route('GET', '/api/v1/SalesContacts/Countries/:c'),
};
