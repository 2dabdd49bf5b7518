import {
  addProjectItemEndpoint,
  createProjectEndpoint,
  projectDetailEndpoint,
  projectSelectorEndpoint,
  projectWidgetEndpoint,
} from '@airshop/domain/api/projects';
import { IDEMPOTENCY_KEY_HEADER } from '@airshop/domain/forms/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { markAddFailure } from '../cart/index.ts';
import { getProjectDetail } from './detail.ts';
import { addProjectItem, createProject, getProjectWidget, listProjectSelector } from './service.ts';
import { projectSheetRoutes } from './sheets/routes.ts';

export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(projectSheetRoutes);
  registerEndpoint(app, projectSelectorEndpoint, async (request) => listProjectSelector(request.ctx));

  registerEndpoint(app, createProjectEndpoint, async (request, reply) =>
    reply
      .code(201)
      .send(await createProject(request.ctx, { idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] })),
  );

  registerEndpoint(app, addProjectItemEndpoint, async (request, reply) => {
    try {
      return await addProjectItem(request.ctx, request.params.id, request.body);
    } catch (error) {
      // As for the cart: the page names why an add failed from x-custom-message (shop.md §8).
      markAddFailure(reply, error);
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
