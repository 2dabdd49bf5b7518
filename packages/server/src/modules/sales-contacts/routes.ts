import { errorBodySchema } from '@airshop/domain/errors';
import {
  contactBlockSchema,
  contactListSchema,
  contactsQuerySchema,
  countryParamsSchema,
  presentParam,
  salesContactsIndexSchema,
  salesContactsQuerySchema,
} from '@airshop/domain/sales-contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendOrNoContent } from '../../platform/reply.ts';
import { getContactBlock } from './contact-block.ts';
import { findContacts, listSalesContacts } from './find-contacts.ts';
import { getSalesContactsIndex } from './finder-index.ts';

const tags = ['SalesContacts'];
const contactsResponse = { 200: contactListSchema, 204: z.undefined(), 400: errorBodySchema };

export const salesContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/SalesContacts/ContactBlock',
    {
      schema: {
        tags,
        summary: 'The sales-contact and services block of the product page, in the visitor’s language',
        description:
          'Filters the block does not have are `null` with no values. 204 when no block is set up.',
        response: { 200: contactBlockSchema, 204: z.undefined() },
      },
    },
    async (request, reply) => sendOrNoContent(reply, await getContactBlock(request.ctx)),
  );

  app.get(
    '/api/v1/SalesContacts/Contacts',
    {
      schema: {
        tags,
        summary: 'Contacts found by the contact block’s filters',
        description:
          'Every filter the contact block has needs its `filterNValue` (400 names the missing one); a ' +
          '`filterNType`, when sent, must be the block’s. A value that is none of the filter’s keys finds ' +
          'nobody (204). Internal contacts come first.',
        querystring: contactsQuerySchema,
        response: contactsResponse,
      },
    },
    async (request, reply) => sendOrNoContent(reply, await findContacts(request.ctx, request.query)),
  );

  app.get(
    '/api/v1/SalesContacts/Index',
    {
      schema: {
        tags,
        summary: 'What the sales-contact finder page starts with: texts, countries and application areas',
        description:
          'Only countries and areas some contact is found by are listed. 204 when no block is set up.',
        response: { 200: salesContactsIndexSchema, 204: z.undefined() },
      },
    },
    async (request, reply) => sendOrNoContent(reply, await getSalesContactsIndex(request.ctx)),
  );

  app.get(
    '/api/v1/SalesContacts',
    {
      schema: {
        tags,
        summary: 'Sales contacts of the finder page without a country: always empty (204)',
        description:
          'Filtering needs both a country and an application area (shop.md §5), so without a country ' +
          'the answer is the empty list; use SalesContacts/Countries/{c}?applicationArea=….',
        querystring: salesContactsQuerySchema,
        response: contactsResponse,
      },
    },
    async (request, reply) =>
      sendOrNoContent(
        reply,
        await listSalesContacts(request.ctx, {
          applicationArea: presentParam(request.query.applicationArea),
        }),
      ),
  );

  app.get(
    '/api/v1/SalesContacts/Countries/:c',
    {
      schema: {
        tags,
        summary: 'Sales contacts of one country (ISO 3166 alpha-2) and application area',
        description:
          'Without `applicationArea` the answer is empty (204), as is a well-formed country nobody covers.',
        params: countryParamsSchema,
        querystring: salesContactsQuerySchema,
        response: contactsResponse,
      },
    },
    async (request, reply) =>
      sendOrNoContent(
        reply,
        await listSalesContacts(request.ctx, {
          country: request.params.c,
          applicationArea: presentParam(request.query.applicationArea),
        }),
      ),
  );
};
