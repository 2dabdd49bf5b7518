import { z } from 'zod';
import {
  addProjectItemResultSchema,
  addProjectItemSchema,
  bulkProjectItemsResultSchema,
  bulkProjectItemsSchema,
  createdProjectSchema,
  deleteProjectItemSchema,
  projectBulkParamsSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  projectOverviewSchema,
  projectSelectorSchema,
  projectToCartResultSchema,
  projectToCartSchema,
  projectWidgetSchema,
  removeProjectItemsSchema,
  updateProjectItemSchema,
  updateProjectSchema,
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

const IDEMPOTENT =
  'With an `Idempotency-Key` header (1–100 visible ASCII characters, e.g. a UUID) a repeated request answers ' +
  'what the first one answered instead of doing it twice; while the first is still running it is 409 ' +
  'request_in_flight (ADR 0051). ';
const changedProject = {
  200: projectDetailSchema,
  400: errorBodySchema,
  404: errorBodySchema,
  ...refusals,
};

export const projectOverviewEndpoint = endpoint(projectRoutes.overview, {
  tags,
  summary: 'The company’s projects for the project list: name, leader, item count, total net, last change',
  description: `Most recently changed first. ${ACCESS}`,
  response: { 200: projectOverviewSchema, ...refusals },
});

export const updateProjectEndpoint = endpoint(projectRoutes.update, {
  tags,
  summary: 'Changes a project’s name (1–100), leader (≤ 100) and/or notes (≤ 2000); answers the project',
  description: `A field left out stays; an empty leader or notes clears it. ${ACCESS}`,
  params: projectIdParamsSchema,
  body: updateProjectSchema,
  response: changedProject,
});

export const deleteProjectEndpoint = endpoint(projectRoutes.delete, {
  tags,
  summary: 'Deletes a project with its items',
  description: ACCESS,
  params: projectIdParamsSchema,
  response: { 204: z.undefined(), 400: errorBodySchema, 404: errorBodySchema, ...refusals },
});

export const updateProjectItemEndpoint = endpoint(projectRoutes.updateItem, {
  tags,
  summary: 'Changes an item’s note (≤ 35), quantity (1–999) and/or selected quantity (0–quantity)',
  description:
    'Answers the project. An item that is not the project’s is 404; a selected quantity above the quantity ' +
    `is 400. ${ACCESS}`,
  params: projectIdParamsSchema,
  body: updateProjectItemSchema,
  response: changedProject,
});

export const deleteProjectItemEndpoint = endpoint(projectRoutes.deleteItem, {
  tags,
  summary: 'Removes an item; answers the project',
  description: `An item that is not the project’s is 404. ${ACCESS}`,
  params: projectIdParamsSchema,
  body: deleteProjectItemSchema,
  response: changedProject,
});

export const removeProjectItemsEndpoint = endpoint(projectRoutes.removeItems, {
  tags,
  summary:
    'Takes quantities of several codes off a project (an item left with none goes); answers the project',
  description: `Codes the project does not hold are passed over. ${ACCESS}`,
  params: projectIdParamsSchema,
  body: removeProjectItemsSchema,
  response: changedProject,
});

export const bulkProjectItemsEndpoint = endpoint(projectRoutes.bulkItems, {
  tags,
  summary: 'Adds many rows (up to 10 000) to a project, or to a new one with id 0: the good rows go in',
  description:
    'Answers Status, the ProjectId, how many rows were added and each refused row (Row = index + 1) with why ' +
    '(unknownCode, notShoppable, discontinued, noPrice, quantityLimit: an item may not pass 999). With id 0 and ' +
    `no row that can be added no project is made. ${IDEMPOTENT}${ACCESS}`,
  params: projectBulkParamsSchema,
  headers: idempotencyHeadersSchema,
  body: bulkProjectItemsSchema,
  response: {
    200: bulkProjectItemsResultSchema,
    400: errorBodySchema,
    404: errorBodySchema,
    ...refusals,
    422: errorBodySchema,
  },
});

export const projectToCartEndpoint = endpoint(projectRoutes.toCart, {
  tags,
  summary: 'Puts the selected quantities of a project’s items into the cart, in one step',
  description:
    'Into delivery ShipmentNo of the buyer’s cart, or a new last delivery when it is null. Answers how many ' +
    'items went in and each that could not, with why; those that went have their selection cleared. 409 ' +
    `tooManyDeliveries when a new delivery is asked for and the cart has 99. ${IDEMPOTENT}${ACCESS}`,
  params: projectIdParamsSchema,
  headers: idempotencyHeadersSchema,
  body: projectToCartSchema,
  response: {
    200: projectToCartResultSchema,
    400: errorBodySchema,
    404: errorBodySchema,
    ...refusals,
    422: errorBodySchema,
  },
});

export const projectEndpoints = [
  projectSelectorEndpoint,
  createProjectEndpoint,
  addProjectItemEndpoint,
  projectWidgetEndpoint,
  projectDetailEndpoint,
  projectOverviewEndpoint,
  updateProjectEndpoint,
  deleteProjectEndpoint,
  updateProjectItemEndpoint,
  deleteProjectItemEndpoint,
  removeProjectItemsEndpoint,
  bulkProjectItemsEndpoint,
  projectToCartEndpoint,
];
