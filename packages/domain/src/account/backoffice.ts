import { z } from 'zod';
import { decisionNeedsReason, USER_DECISIONS, USER_STATUSES, type UserDecision } from './user-status.ts';

/*
 * The back office API (issue 4 item 6, ADR 0016): users by status, a user's status history, decisions on users,
 * and the customer companies. Query parameters are camelCase like the rest of the API; bodies and answers are
 * PascalCase.
 */

export const BACKOFFICE_PAGE_SIZE_DEFAULT = 25;
export const BACKOFFICE_PAGE_SIZE_MAX = 100;
export const DECISION_REASON_MAX_LENGTH = 1000;
export const SEARCH_TEXT_MAX_LENGTH = 100;
export const CUSTOMER_NUMBER_MAX_LENGTH = 32;

const statusIds = USER_STATUSES.map((status) => status.id);

const pagingQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(BACKOFFICE_PAGE_SIZE_MAX)
    .default(BACKOFFICE_PAGE_SIZE_DEFAULT),
  /** Text searched in names and e-mail addresses (users) or names and customer numbers (companies). */
  q: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).optional(),
};

/** GET BackOffice/Users. Every filter narrows what the caller may see anyway; none widens it. */
export const backOfficeUsersQuerySchema = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((id) => statusIds.includes(id as never), 'User status with statusId not found')
    .optional(),
  companyId: z.uuid().optional(),
  marketId: z.string().trim().min(1).max(16).optional(),
  ...pagingQuery,
});
export type BackOfficeUsersQuery = z.infer<typeof backOfficeUsersQuerySchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });
export const companyIdParamsSchema = z.object({ id: z.uuid() });

export const backOfficeUserSchema = z
  .object({
    Id: z.string(),
    Name: z.string(),
    Email: z.string(),
    CompanyId: z.string().nullable(),
    CompanyName: z.string().nullable(),
    CustomerNumber: z.string().nullable(),
    MarketId: z.string(),
    Locale: z.string(),
    Status: z.number().int(),
    StatusName: z.string(),
    Roles: z.array(z.string()),
    CreatedAt: z.string(),
  })
  .meta({ id: 'BackOfficeUser' });
export type BackOfficeUser = z.infer<typeof backOfficeUserSchema>;

export const backOfficeUserListSchema = z
  .object({
    Items: z.array(backOfficeUserSchema),
    Total: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'BackOfficeUserList' });
export type BackOfficeUserList = z.infer<typeof backOfficeUserListSchema>;

export const userStatusEventSchema = z
  .object({
    From: z.number().int(),
    FromName: z.string(),
    To: z.number().int(),
    ToName: z.string(),
    /** Who decided; null for the system (sign-up). */
    ActorName: z.string().nullable(),
    Reason: z.string().nullable(),
    At: z.string(),
  })
  .meta({ id: 'UserStatusEvent' });
export type UserStatusEvent = z.infer<typeof userStatusEventSchema>;

export const backOfficeUserDetailSchema = backOfficeUserSchema
  .extend({
    /** Oldest first. */
    StatusHistory: z.array(userStatusEventSchema),
    /** The decisions the caller may take on this user now. */
    AllowedDecisions: z.array(z.enum(USER_DECISIONS)),
  })
  .meta({ id: 'BackOfficeUserDetail' });
export type BackOfficeUserDetail = z.infer<typeof backOfficeUserDetailSchema>;

/** POST BackOffice/Users/{id}/Decisions. Rejection and removal need a reason; the user reads it in the mail. */
export const userDecisionBodySchema = z
  .object({
    Decision: z.enum(USER_DECISIONS),
    Reason: z.string().trim().max(DECISION_REASON_MAX_LENGTH).optional(),
  })
  .superRefine((body, ctx) => {
    if (decisionNeedsReason(body.Decision as UserDecision) && !body.Reason) {
      ctx.addIssue({ code: 'custom', path: ['Reason'], message: 'A reason is required for this decision.' });
    }
  })
  .meta({ id: 'UserDecision' });
export type UserDecisionBody = z.infer<typeof userDecisionBodySchema>;

export const COMPANY_STATUSES = ['active', 'requested', 'rejected'] as const;

/** GET BackOffice/Companies. */
export const backOfficeCompaniesQuerySchema = z.object({
  status: z.enum(COMPANY_STATUSES).optional(),
  marketId: z.string().trim().min(1).max(16).optional(),
  ...pagingQuery,
});
export type BackOfficeCompaniesQuery = z.infer<typeof backOfficeCompaniesQuerySchema>;

export const backOfficeCompanySchema = z
  .object({
    Id: z.string(),
    Name: z.string(),
    CustomerNumber: z.string().nullable(),
    MarketId: z.string(),
    PriceGroup: z.string().nullable(),
    Status: z.enum(COMPANY_STATUSES),
    UserCount: z.number().int(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'BackOfficeCompany' });
export type BackOfficeCompany = z.infer<typeof backOfficeCompanySchema>;

export const backOfficeCompanyListSchema = z
  .object({
    Items: z.array(backOfficeCompanySchema),
    Total: z.number().int(),
    Page: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'BackOfficeCompanyList' });
export type BackOfficeCompanyList = z.infer<typeof backOfficeCompanyListSchema>;

/** Approving a requested company gives it its ERP customer number (and price group, when known). */
export const approveCompanyBodySchema = z
  .object({
    CustomerNumber: z.string().trim().min(1).max(CUSTOMER_NUMBER_MAX_LENGTH),
    PriceGroup: z.string().trim().min(1).max(32).optional(),
  })
  .meta({ id: 'ApproveCompany' });
export type ApproveCompanyBody = z.infer<typeof approveCompanyBodySchema>;
