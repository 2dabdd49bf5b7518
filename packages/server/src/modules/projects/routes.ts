import { errorBodySchema } from '@airshop/domain/errors';
import { IDEMPOTENCY_KEY_HEADER, idempotencyHeadersSchema } from '@airshop/domain/idempotency';
import {
  addProjectItemResultSchema,
  addProjectItemSchema,
  createdProjectSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  projectSelectorSchema,
  projectWidgetSchema,
} from '@airshop/domain/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markAddFailure } from '../cart/add-failure.ts';
import {
  addProjectItem,
  createProject,
  getProjectDetail,
  getProjectWidget,
  listProjectSelector,
} from './service.ts';

const tags = ['Projects'];
const BASE = '/api/v1/portal/Projects';
const refusals = { 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
const ACCESS =
  '401 when not signed in, 403 when the user may not buy (not approved, no webshop role, no company), 409 ' +
  'webshop_disabled when the market’s web shop is off. Another company’s project is 404.';

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/Selector`,
    {
      schema: {
        tags,
        summary: 'The names of the company’s projects, most recently changed first',
        description: ACCESS,
        response: { 200: projectSelectorSchema, ...refusals },
      },
    },
    async (request) => listProjectSelector(request.ctx),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Creates an empty project for the company, named “Project N” in the request’s language',
        description:
          'N is the first number no project of the company is called. With an `Idempotency-Key` header (1–100 ' +
          'visible ASCII characters, e.g. a UUID) a repeated request answers the project the first one made ' +
          'instead of a second one (201 both times); while the first is still running it is 409 ' +
          `request_in_flight: retry it after a moment (ADR 0051). ${ACCESS}`,
        headers: idempotencyHeadersSchema,
        response: { 201: createdProjectSchema, 400: errorBodySchema, ...refusals, 422: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createProject(request.ctx, { idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] })),
  );

  app.put(
    `${BASE}/:id/Items`,
    {
      schema: {
        tags,
        summary: 'Adds a variant to a project',
        description:
          `Quantity 1–999; an item may not grow beyond 999. A valid request that cannot be carried out answers ` +
          `200 with ErrorMessage (as for the cart) and changes nothing. ${ACCESS}`,
        params: projectIdParamsSchema,
        body: addProjectItemSchema,
        response: {
          200: addProjectItemResultSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      try {
        return await addProjectItem(request.ctx, request.params.id, request.body);
      } catch (error) {
        // As for the cart: the page names why an add failed from x-custom-message (shop.md §8).
        markAddFailure(reply, error);
        throw error;
      }
    },
  );

  app.get(
    `${BASE}/:id/Widget`,
    {
      schema: {
        tags,
        summary: 'The project panel’s summary: name, item count, pieces, net total',
        description: ACCESS,
        params: projectIdParamsSchema,
        response: { 200: projectWidgetSchema, 400: errorBodySchema, 404: errorBodySchema, ...refusals },
      },
    },
    async (request) => getProjectWidget(request.ctx, request.params.id),
  );

  app.get(
    `${BASE}/:id/Detail`,
    {
      schema: {
        tags,
        summary: 'A project with its items and today’s net prices of its market',
        description: ACCESS,
        params: projectIdParamsSchema,
        response: { 200: projectDetailSchema, 400: errorBodySchema, 404: errorBodySchema, ...refusals },
      },
    },
    async (request) => getProjectDetail(request.ctx, request.params.id),
  );
};
