import { z } from 'zod';
import {
  contactBlockSchema,
  contactListSchema,
  contactsQuerySchema,
  countryParamsSchema,
  salesContactsIndexSchema,
  salesContactsQuerySchema,
} from '../catalog/sales-contacts.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { salesContactRoutes } from './sales-contacts-routes.ts';

const tags = ['SalesContacts'];
const contactsResponse = { 200: contactListSchema, 204: z.undefined(), 400: errorBodySchema };

export const contactBlockEndpoint = endpoint(salesContactRoutes.contactBlock, {
  tags,
  summary: 'The sales-contact and services block of the product page, in the visitor’s language',
  description: 'Filters the block does not have are `null` with no values. 204 when no block is set up.',
  response: { 200: contactBlockSchema, 204: z.undefined() },
});

export const findContactsEndpoint = endpoint(salesContactRoutes.contacts, {
  tags,
  summary: 'Contacts found by the contact block’s filters',
  description:
    'Every filter the contact block has needs its `filterNValue` (400 names the missing one); a ' +
    '`filterNType`, when sent, must be the block’s. A value that is none of the filter’s keys finds ' +
    'nobody (204). Internal contacts come first.',
  query: contactsQuerySchema,
  response: contactsResponse,
});

export const salesContactsIndexEndpoint = endpoint(salesContactRoutes.index, {
  tags,
  summary: 'What the sales-contact finder page starts with: texts, countries and application areas',
  description: 'Only countries and areas some contact is found by are listed. 204 when no block is set up.',
  response: { 200: salesContactsIndexSchema, 204: z.undefined() },
});

export const salesContactsEndpoint = endpoint(salesContactRoutes.withoutCountry, {
  tags,
  summary: 'Sales contacts of the finder page without a country: always empty (204)',
  description:
    'Filtering needs both a country and an application area (shop.md §5), so without a country ' +
    'the answer is the empty list; use SalesContacts/Countries/{c}?applicationArea=….',
  query: salesContactsQuerySchema,
  response: contactsResponse,
});

export const salesContactsByCountryEndpoint = endpoint(salesContactRoutes.byCountry, {
  tags,
  summary: 'Sales contacts of one country (ISO 3166 alpha-2) and application area',
  description:
    'Without `applicationArea` the answer is empty (204), as is a well-formed country nobody covers.',
  params: countryParamsSchema,
  query: salesContactsQuerySchema,
  response: contactsResponse,
});

export const salesContactEndpoints = [
  contactBlockEndpoint,
  findContactsEndpoint,
  salesContactsIndexEndpoint,
  salesContactsEndpoint,
  salesContactsByCountryEndpoint,
];
