import { route } from './endpoint.ts';

/** Where the cart's endpoints are (declared in `cart.ts`); plain data, so the browser loads no schema. */
export const cartRoutes = {
  addItem: route('PUT', '/api/v1/Carts/Default/Items'),
  widget: route('GET', '/api/v1/Carts/Default/Widget'),
};
