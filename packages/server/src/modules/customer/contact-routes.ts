import {
  addressBodySchema,
  addressParamsSchema,
  addressSchema,
  customerContactSchema,
} from '@airshop/domain/addresses';
import { errorBodySchema } from '@airshop/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { getCustomerContact } from './get-contact.ts';
import { createAddress, deleteAddress, updateAddress } from './manage-addresses.ts';

const tags = ['Customer'];
const ADDRESSES = '/api/v1/Customer/Contact/Addresses';

export const customerContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/Customer/Contact',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s contact details, company and addresses',
        description:
          'ERP addresses (IsEditable false) come first, then the company’s own. A user without a company ' +
          'gets no company and no addresses. 401 when not signed in; 403 unless the user is Approved and ' +
          'holds the webshop role (a waiting or no-roles user has only Customer/ProfileInfo).',
        response: { 200: customerContactSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => getCustomerContact(request.ctx),
  );

  app.post(
    ADDRESSES,
    {
      schema: {
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
      },
    },
    async (request, reply) => reply.code(201).send(await createAddress(request.ctx, request.body)),
  );

  app.put(
    `${ADDRESSES}/:id`,
    {
      schema: {
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
      },
    },
    async (request) => updateAddress(request.ctx, { id: request.params.id, body: request.body }),
  );

  app.delete(
    `${ADDRESSES}/:id`,
    {
      schema: {
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
      },
    },
    async (request, reply) => {
      await deleteAddress(request.ctx, { id: request.params.id });
      return reply.code(204).send();
    },
  );

  // DELETE without an id is a client that lost the id: say so (400) rather than "no such path".
  app.delete(
    ADDRESSES,
    {
      schema: {
        tags,
        summary: 'Refused: deleting an address needs its id',
        response: { 400: errorBodySchema },
      },
    },
    async () => {
      throw new AppError('validation_failed', 'An address id is required.', [
        { in: 'params', path: ['id'], message: 'an address id is required' },
      ]);
    },
  );
};
