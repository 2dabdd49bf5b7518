import {
  approveCompanyEndpoint,
  companiesEndpoint,
  decideUserEndpoint,
  rejectCompanyEndpoint,
  userEndpoint,
  usersEndpoint,
} from '@airshop/domain/api/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { approveCompany, listCompanies, rejectCompany } from './companies.ts';
import { decideUser } from './decide-user.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';

export interface BackOfficeRoutesOptions {
  /** Called after a decision commits its mail, so the user hears of it now rather than at the next poll. */
  wakeMail: () => void;
}

/** The back office and the company admins' and webshop manager's approval lists (ADR 0016). */
export function backOfficeRoutes({ wakeMail }: BackOfficeRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    registerEndpoint(app, usersEndpoint, async (request) => listUsers(request.ctx, request.query));

    registerEndpoint(app, userEndpoint, async (request) => getUser(request.ctx, request.params.id));

    registerEndpoint(app, decideUserEndpoint, async (request) => {
      const detail = await decideUser(request.ctx, request.params.id, request.body);
      wakeMail();
      return detail;
    });

    registerEndpoint(app, companiesEndpoint, async (request) => listCompanies(request.ctx, request.query));

    registerEndpoint(app, approveCompanyEndpoint, async (request) =>
      approveCompany(request.ctx, request.params.id, request.body),
    );

    registerEndpoint(app, rejectCompanyEndpoint, async (request) =>
      rejectCompany(request.ctx, request.params.id),
    );
  };
}
