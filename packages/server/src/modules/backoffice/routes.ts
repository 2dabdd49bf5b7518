import {
  approveCompanyBodySchema,
  backOfficeCompaniesQuerySchema,
  backOfficeCompanyListSchema,
  backOfficeCompanySchema,
  backOfficeUserDetailSchema,
  backOfficeUserListSchema,
  backOfficeUsersQuerySchema,
  companyIdParamsSchema,
  userDecisionBodySchema,
  userIdParamsSchema,
} from '@airshop/domain/backoffice';
import { errorBodySchema } from '@airshop/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveCompany, listCompanies, rejectCompany } from './companies.ts';
import { decideUser } from './decide-user.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';

export interface BackOfficeRoutesOptions {
  /** Called after a decision commits its mail, so the user hears of it now rather than at the next poll. */
  wakeMail: () => void;
}

const tags = ['BackOffice'];
const denied = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const deniedOrMissing = { ...denied, 404: errorBodySchema, 409: errorBodySchema };

/** The back office and the company admins' and webshop manager's approval lists (ADR 0016). */
export function backOfficeRoutes({ wakeMail }: BackOfficeRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/BackOffice/Users',
      {
        schema: {
          tags,
          summary: 'Users by status, for the back office, company admins and the webshop manager',
          description:
            'The back office sees every user, a company admin the users of their own company, the webshop ' +
            'manager the users at their step (12, or on hold from it). Filters narrow that; `q` searches ' +
            'names, e-mail addresses and company names. Oldest sign-up first. 403 for other roles and for ' +
            'deciders who are not Approved themselves.',
          querystring: backOfficeUsersQuerySchema,
          response: { 200: backOfficeUserListSchema, ...denied },
        },
      },
      async (request) => listUsers(request.ctx, request.query),
    );

    app.get(
      '/api/v1/BackOffice/Users/:id',
      {
        schema: {
          tags,
          summary: 'A user with their status history and the decisions the caller may take',
          description: 'A user outside the caller’s reach (another company’s) is 404.',
          params: userIdParamsSchema,
          response: { 200: backOfficeUserDetailSchema, ...deniedOrMissing },
        },
      },
      async (request) => getUser(request.ctx, request.params.id),
    );

    app.post(
      '/api/v1/BackOffice/Users/:id/Decisions',
      {
        schema: {
          tags,
          summary: 'Approve, reject, hold, resume or remove a user',
          description:
            'Checked against the user-status transition table for the caller’s roles towards this user. ' +
            '`Reason` is required to reject or remove and is quoted in the mail to the user. Rejection and ' +
            'removal end the user’s sessions. 403 when the decision is another role’s step or on oneself; ' +
            '409 when the user’s status allows no such decision or changed meanwhile.',
          params: userIdParamsSchema,
          body: userDecisionBodySchema,
          response: { 200: backOfficeUserDetailSchema, ...deniedOrMissing },
        },
      },
      async (request) => {
        const detail = await decideUser(request.ctx, request.params.id, request.body);
        wakeMail();
        return detail;
      },
    );

    app.get(
      '/api/v1/BackOffice/Companies',
      {
        schema: {
          tags,
          summary: 'Customer companies, requested ones first (back office only)',
          querystring: backOfficeCompaniesQuerySchema,
          response: { 200: backOfficeCompanyListSchema, ...denied },
        },
      },
      async (request) => listCompanies(request.ctx, request.query),
    );

    app.post(
      '/api/v1/BackOffice/Companies/:id/Approve',
      {
        schema: {
          tags,
          summary: 'Approve a requested company, giving it its ERP customer number',
          description: '409 when the company is not requested or the customer number is taken.',
          params: companyIdParamsSchema,
          body: approveCompanyBodySchema,
          response: { 200: backOfficeCompanySchema, ...deniedOrMissing },
        },
      },
      async (request) => approveCompany(request.ctx, request.params.id, request.body),
    );

    app.post(
      '/api/v1/BackOffice/Companies/:id/Reject',
      {
        schema: {
          tags,
          summary: 'Reject a requested company',
          description: '409 when the company is not requested.',
          params: companyIdParamsSchema,
          response: { 200: backOfficeCompanySchema, ...deniedOrMissing },
        },
      },
      async (request) => rejectCompany(request.ctx, request.params.id),
    );
  };
}
