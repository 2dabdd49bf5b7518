import {
  addProjectItemEndpoint,
  bulkProjectItemsEndpoint,
  createProjectEndpoint,
  deleteProjectEndpoint,
  deleteProjectItemEndpoint,
  projectDetailEndpoint,
  projectOverviewEndpoint,
  projectSelectorEndpoint,
  projectToCartEndpoint,
  projectWidgetEndpoint,
  removeProjectItemsEndpoint,
  updateProjectEndpoint,
  updateProjectItemEndpoint,
} from '@airshop/domain/api/projects';
import { PROJECT_BULK_MAX_ROWS } from '@airshop/domain/commerce/projects';
import { IDEMPOTENCY_KEY_HEADER } from '@airshop/domain/forms/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { markAddFailure, markRefusal } from '../cart/index.ts';
import { bulkAddToProject } from './bulk.ts';
import { getProjectDetail } from './detail.ts';
import {
  deleteProject,
  deleteProjectItem,
  removeProjectItems,
  updateProject,
  updateProjectItem,
} from './edits.ts';
import { getProjectOverview } from './overview.ts';
import { addProjectItem, createProject, getProjectWidget, listProjectSelector } from './service.ts';
import { projectSheetRoutes } from './sheets/routes.ts';
import { moveProjectToCart } from './to-cart.ts';

/** A bulk add or remove of 10 000 rows with codes of 64 characters and notes of 35 (escaped, at worst) in JSON. */
const BULK_BODY_LIMIT = Math.max(4 * 1024 * 1024, PROJECT_BULK_MAX_ROWS * 400);

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(projectSheetRoutes);
  registerEndpoint(app, projectSelectorEndpoint, async (request) => listProjectSelector(request.ctx));

  registerEndpoint(app, projectOverviewEndpoint, async (request) => getProjectOverview(request.ctx));

  registerEndpoint(app, createProjectEndpoint, async (request, reply) =>
    reply
      .code(201)
      .send(await createProject(request.ctx, { idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] })),
  );

  registerEndpoint(app, updateProjectEndpoint, async (request) =>
    updateProject(request.ctx, request.params.id, request.body),
  );

  registerEndpoint(app, deleteProjectEndpoint, async (request, reply) => {
    await deleteProject(request.ctx, request.params.id);
    return reply.code(204).send();
  });

  registerEndpoint(app, addProjectItemEndpoint, async (request, reply) => {
    try {
      return await addProjectItem(request.ctx, request.params.id, request.body);
    } catch (error) {
      // As for the cart: the page names why an add failed from x-custom-message (shop.md §8).
      markAddFailure(reply, error);
      throw error;
    }
  });

  registerEndpoint(app, updateProjectItemEndpoint, async (request) =>
    updateProjectItem(request.ctx, request.params.id, request.body),
  );

  registerEndpoint(app, deleteProjectItemEndpoint, async (request) =>
    deleteProjectItem(request.ctx, request.params.id, request.body),
  );

  registerEndpoint(
    app,
    removeProjectItemsEndpoint,
    async (request) => removeProjectItems(request.ctx, request.params.id, request.body),
    { bodyLimit: BULK_BODY_LIMIT },
  );

  registerEndpoint(
    app,
    bulkProjectItemsEndpoint,
    async (request, reply) => {
      try {
        return await bulkAddToProject(
          request.ctx,
          request.params.id,
          request.body,
          request.headers[IDEMPOTENCY_KEY_HEADER],
        );
      } catch (error) {
        markAddFailure(reply, error);
        throw error;
      }
    },
    { bodyLimit: BULK_BODY_LIMIT },
  );

  registerEndpoint(app, projectToCartEndpoint, async (request, reply) => {
    try {
      return await moveProjectToCart(
        request.ctx,
        request.params.id,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
    } catch (error) {
      markRefusal(reply, error);
      throw error;
    }
  });

  registerEndpoint(app, projectWidgetEndpoint, async (request) =>
    getProjectWidget(request.ctx, request.params.id),
  );

  registerEndpoint(app, projectDetailEndpoint, async (request) =>
    getProjectDetail(request.ctx, request.params.id),
  );
};
