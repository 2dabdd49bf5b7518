import {
  createAddressEndpoint,
  customerContactEndpoint,
  deleteAddressEndpoint,
  deleteAddressWithoutIdEndpoint,
  updateAddressEndpoint,
} from '@airshop/domain/api/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { getCustomerContact } from './get-contact.ts';
import { createAddress, deleteAddress, updateAddress } from './manage-addresses.ts';

export const customerContactRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, customerContactEndpoint, async (request) => getCustomerContact(request.ctx));

  registerEndpoint(app, createAddressEndpoint, async (request, reply) =>
    reply.code(201).send(await createAddress(request.ctx, request.body)),
  );

  registerEndpoint(app, updateAddressEndpoint, async (request) =>
    updateAddress(request.ctx, { id: request.params.id, body: request.body }),
  );

  registerEndpoint(app, deleteAddressEndpoint, async (request, reply) => {
    await deleteAddress(request.ctx, { id: request.params.id });
    return reply.code(204).send();
  });

  registerEndpoint(app, deleteAddressWithoutIdEndpoint, async () => {
    throw new AppError('validation_failed', 'An address id is required.', [
      { in: 'params', path: ['id'], message: 'an address id is required' },
    ]);
  });
};
