import type { Route } from './endpoint.ts';

/** Where the signed-in customer's contact and addresses are (declared in `customer.ts`); see customer-routes.ts. */
export const customerContactRoute = {
  method: 'GET',
  path: '/api/v1/Customer/Contact',
} as const satisfies Route;
export const customerContactCreateAddressRoute = {
  method: 'POST',
  path: '/api/v1/Customer/Contact/Addresses',
} as const satisfies Route;
export const customerContactUpdateAddressRoute = {
  method: 'PUT',
  path: '/api/v1/Customer/Contact/Addresses/:id',
} as const satisfies Route;
export const customerContactDeleteAddressRoute = {
  method: 'DELETE',
  path: '/api/v1/Customer/Contact/Addresses/:id',
} as const satisfies Route;
export const customerContactDeleteAddressWithoutIdRoute = {
  method: 'DELETE',
  path: '/api/v1/Customer/Contact/Addresses',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const customerContactRoutes = {
  contact: customerContactRoute,
  createAddress: customerContactCreateAddressRoute,
  updateAddress: customerContactUpdateAddressRoute,
  deleteAddress: customerContactDeleteAddressRoute,
  deleteAddressWithoutId: customerContactDeleteAddressWithoutIdRoute,
};
