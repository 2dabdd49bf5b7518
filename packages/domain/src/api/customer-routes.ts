import { route } from './endpoint.ts';

/** Where the customer's endpoints are (declared in `customer.ts`); plain data, so the browser loads no schema. */
export const customerRoutes = {
  collectMail: route('POST', '/api/v1/Customer/CollectMail'),
  contact: route('GET', '/api/v1/Customer/Contact'),
  createAddress: route('POST', '/api/v1/Customer/Contact/Addresses'),
  updateAddress: route('PUT', '/api/v1/Customer/Contact/Addresses/:id'),
  deleteAddress: route('DELETE', '/api/v1/Customer/Contact/Addresses/:id'),
  deleteAddressWithoutId: route('DELETE', '/api/v1/Customer/Contact/Addresses'),
};
