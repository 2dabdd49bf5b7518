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
} from '../account/backoffice.ts';
import { errorBodySchema } from '../site/errors.ts';
import { backOfficeRoutes } from './backoffice-routes.ts';
import { endpoint } from './endpoint.ts';

/* The back office and the company admins' and webshop manager's approval lists (ADR 0016). */

const tags = ['BackOffice'];
const denied = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const deniedOrMissing = { ...denied, 404: errorBodySchema, 409: errorBodySchema };

export const usersEndpoint = endpoint(backOfficeRoutes.users, {
  tags,
  summary: 'Users by status, for the back office, company admins and the webshop manager',
  description:
    'The back office sees every user, a company admin the users of their own company, the webshop ' +
    'manager the users at their step (12, or on hold from it). Filters narrow that; `q` searches ' +
    'names, e-mail addresses and company names. Oldest sign-up first. 403 for other roles and for ' +
    'deciders who are not Approved themselves.',
  query: backOfficeUsersQuerySchema,
  response: { 200: backOfficeUserListSchema, ...denied },
});

export const userEndpoint = endpoint(backOfficeRoutes.user, {
  tags,
  summary: 'A user with their status history and the decisions the caller may take',
  description: 'A user outside the caller’s reach (another company’s) is 404.',
  params: userIdParamsSchema,
  response: { 200: backOfficeUserDetailSchema, ...deniedOrMissing },
});

export const decideUserEndpoint = endpoint(backOfficeRoutes.decideUser, {
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
});

export const companiesEndpoint = endpoint(backOfficeRoutes.companies, {
  tags,
  summary: 'Customer companies, requested ones first (back office only)',
  query: backOfficeCompaniesQuerySchema,
  response: { 200: backOfficeCompanyListSchema, ...denied },
});

export const approveCompanyEndpoint = endpoint(backOfficeRoutes.approveCompany, {
  tags,
  summary: 'Approve a requested company, giving it its ERP customer number',
  description: '409 when the company is not requested or the customer number is taken.',
  params: companyIdParamsSchema,
  body: approveCompanyBodySchema,
  response: { 200: backOfficeCompanySchema, ...deniedOrMissing },
});

export const rejectCompanyEndpoint = endpoint(backOfficeRoutes.rejectCompany, {
  tags,
  summary: 'Reject a requested company',
  description: '409 when the company is not requested.',
  params: companyIdParamsSchema,
  response: { 200: backOfficeCompanySchema, ...deniedOrMissing },
});

export const backOfficeEndpoints = [
  usersEndpoint,
  userEndpoint,
  decideUserEndpoint,
  companiesEndpoint,
  approveCompanyEndpoint,
  rejectCompanyEndpoint,
];
