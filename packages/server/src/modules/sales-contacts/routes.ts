import {
  contactBlockEndpoint,
  findContactsEndpoint,
  salesContactsByCountryEndpoint,
  salesContactsEndpoint,
  salesContactsIndexEndpoint,
} from '@airshop/domain/api/sales-contacts';
import { presentParam } from '@airshop/domain/catalog/sales-contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { sendOrNoContent } from '../../platform/reply.ts';
import { getContactBlock } from './contact-block.ts';
import { findContacts, listSalesContacts } from './find-contacts.ts';
import { getSalesContactsIndex } from './finder-index.ts';

export const salesContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, contactBlockEndpoint, async (request, reply) =>
    sendOrNoContent(reply, await getContactBlock(request.ctx)),
  );

  registerEndpoint(app, findContactsEndpoint, async (request, reply) =>
    sendOrNoContent(reply, await findContacts(request.ctx, request.query)),
  );

  registerEndpoint(app, salesContactsIndexEndpoint, async (request, reply) =>
    sendOrNoContent(reply, await getSalesContactsIndex(request.ctx)),
  );

  registerEndpoint(app, salesContactsEndpoint, async (request, reply) =>
    sendOrNoContent(
      reply,
      await listSalesContacts(request.ctx, {
        applicationArea: presentParam(request.query.applicationArea),
      }),
    ),
  );

  registerEndpoint(app, salesContactsByCountryEndpoint, async (request, reply) =>
    sendOrNoContent(
      reply,
      await listSalesContacts(request.ctx, {
        country: request.params.c,
        applicationArea: presentParam(request.query.applicationArea),
      }),
    ),
  );
};
