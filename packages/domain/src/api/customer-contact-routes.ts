import type { Route } from './endpoint.ts';

/** Where the signed-in customer's contact and addresses are (declared in `customer.ts`); see customer-routes.ts. */
export const customerContactRoutes = {
  contact: { method: 'GET', path: '/api/v1/Customer/Contact' },
  createAddress: { method: 'POST', path: '/api/v1/Customer/Contact/Addresses' },
  updateAddress: { method: 'PUT', path: '/api/v1/Customer/Contact/Addresses/:id' },
  deleteAddress: { method: 'DELETE', path: '/api/v1/Customer/Contact/Addresses/:id' },
  deleteAddressWithoutId: { method: 'DELETE', path: '/api/v1/Customer/Contact/Addresses' },
} as const satisfies Record<string, Route>;
