import {
  addProjectItemResultSchema,
  addProjectItemSchema,
  createdProjectSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  projectSelectorSchema,
  projectWidgetSchema,
} from '../commerce/projects.ts';
import { idempotencyHeadersSchema } from '../forms/idempotency.ts';
import { errorBodySchema } from '../site/errors.ts';
import { endpoint } from './endpoint.ts';
import { projectRoutes } from './projects-routes.ts';

const tags = ['Projects'];
const refusals = { 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };
const ACCESS =
  '401 when not signed in, 403 when the user may not buy (not approved, no webshop role, no company), 409 ' +
  'webshop_disabled when the market’s web shop is off. Another company’s project is 404.';

export const projectSelectorEndpoint = endpoint(projectRoutes.selector, {
  tags,
  summary: 'The names of the company’s projects, most recently changed first',
  description: ACCESS,
  response: { 200: projectSelectorSchema, ...refusals },
});

export const createProjectEndpoint = endpoint(projectRoutes.create, {
  tags,
  summary: 'Creates an empty project for the company, named “Project N” in the request’s language',
  description:
    'N is the first number no project of the company is called. With an `Idempotency-Key` header (1–100 ' +
    'visible ASCII characters, e.g. a UUID) a repeated request answers the project the first one made ' +
    'instead of a second one (201 both times); while the first is still running it is 409 ' +
    `request_in_flight: retry it after a moment (ADR 0051). ${ACCESS}`,
  headers: idempotencyHeadersSchema,
  response: { 201: createdProjectSchema, 400: errorBodySchema, ...refusals, 422: errorBodySchema },
});

export const addProjectItemEndpoint = endpoint(projectRoutes.addItem, {
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
});

export const projectWidgetEndpoint = endpoint(projectRoutes.widget, {
  tags,
  summary: 'The project panel’s summary: name, item count, pieces, net total',
  description: ACCESS,
  params: projectIdParamsSchema,
  response: { 200: projectWidgetSchema, 400: errorBodySchema, 404: errorBodySchema, ...refusals },
});

export const projectDetailEndpoint = endpoint(projectRoutes.detail, {
  tags,
  summary: 'A project with its items and today’s net prices of its market',
  description: ACCESS,
  params: projectIdParamsSchema,
  response: { 200: projectDetailSchema, 400: errorBodySchema, 404: errorBodySchema, ...refusals },
});

export const projectEndpoints = [
  projectSelectorEndpoint,
  createProjectEndpoint,
  addProjectItemEndpoint,
  projectWidgetEndpoint,
  projectDetailEndpoint,
];
