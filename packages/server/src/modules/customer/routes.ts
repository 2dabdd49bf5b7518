import { collectMailEndpoint } from '@airshop/domain/api/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { collectMail } from './collect-mail.ts';

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, collectMailEndpoint, async (request, reply) => {
    await collectMail(request.ctx, { body: request.body, clientIp: request.ip });
    return reply.code(204).send();
  });
};
