import { z } from 'zod';
import {
  addressBodySchema,
  addressParamsSchema,
  addressSchema,
  customerContactSchema,
} from '../account/addresses.ts';
import { collectMailBodySchema } from '../catalog/sales-contacts.ts';
import { errorBodySchema } from '../site/errors.ts';
import { customerContactRoutes } from './customer-contact-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { endpoint } from './endpoint.ts';

const tags = ['Customer'];

export const collectMailEndpoint = endpoint(customerRoutes.collectMail, {
  tags,
  summary: 'Records that a sales contact’s e-mail address was clicked',
  description:
    'Body `{ "Email": "…" }` or the bare JSON string. The address must be one of a sales contact’s ' +
    'e-mail channels (400 otherwise). Rate limited per client address (429 with Retry-After). 204 when ' +
    'recorded.',
  body: collectMailBodySchema,
  response: { 204: z.undefined(), 400: errorBodySchema, 429: errorBodySchema },
});

export const customerContactEndpoint = endpoint(customerContactRoutes.contact, {
  tags,
  summary: 'The signed-in user’s contact details, company and addresses',
  description:
    'ERP addresses (IsEditable false) come first, then the company’s own. A user without a company ' +
    'gets no company and no addresses. 401 when not signed in; 403 unless the user is Approved and ' +
    'holds the webshop role (a waiting or no-roles user has only Customer/ProfileInfo).',
  response: { 200: customerContactSchema, 401: errorBodySchema, 403: errorBodySchema },
});

export const createAddressEndpoint = endpoint(customerContactRoutes.createAddress, {
  tags,
  summary: 'Adds a shipping address to the signed-in user’s company',
  description:
    'The new address is an editable `Shipping` address; Id, IsEditable, IsShipping and AddressType in ' +
    'the body are ignored. 401 when not signed in; 403 unless the user is Approved, holds the webshop ' +
    'role and belongs to a company; 409 when the company already keeps the most addresses of its own.',
  body: addressBodySchema,
  response: {
    201: addressSchema,
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    409: errorBodySchema,
  },
});

export const updateAddressEndpoint = endpoint(customerContactRoutes.updateAddress, {
  tags,
  summary: 'Changes one of the company’s own addresses',
  description:
    '403 unless the user is Approved and holds the webshop role; 404 for an address that is not the ' +
    'company’s; 409 for an address from the ERP, which cannot be changed in the shop.',
  params: addressParamsSchema,
  body: addressBodySchema,
  response: {
    200: addressSchema,
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  },
});

export const deleteAddressEndpoint = endpoint(customerContactRoutes.deleteAddress, {
  tags,
  summary: 'Deletes one of the company’s own addresses',
  description:
    'The id must not be empty (400). 403 unless the user is Approved and holds the webshop role; 404 ' +
    'for an address that is not the company’s; 409 for an address from the ERP. 204 when deleted.',
  params: addressParamsSchema,
  response: {
    204: z.undefined(),
    400: errorBodySchema,
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
  },
});

/** DELETE without an id is a client that lost the id: it is told so (400) rather than "no such path". */
export const deleteAddressWithoutIdEndpoint = endpoint(customerContactRoutes.deleteAddressWithoutId, {
  tags,
  summary: 'Refused: deleting an address needs its id',
  response: { 400: errorBodySchema },
});

export const customerEndpoints = [
  collectMailEndpoint,
  customerContactEndpoint,
  createAddressEndpoint,
  updateAddressEndpoint,
  deleteAddressEndpoint,
  deleteAddressWithoutIdEndpoint,
];
