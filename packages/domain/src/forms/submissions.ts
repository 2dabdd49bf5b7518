import { z } from 'zod';
import {
  SUBMISSION_KINDS,
  SUBMISSION_PAGE_SIZE,
  SUBMISSION_SOURCES,
  SUBMISSION_STATUSES,
} from './submission-kinds.ts';

export const submissionKindSchema = z.enum(SUBMISSION_KINDS);
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
const isoDay = z.iso.date();

/** GET BackOffice/Submissions: filters by kind, market, whole UTC days and status; newest first, paged. */
export const submissionQuerySchema = z
  .object({
    kind: submissionKindSchema.optional(),
    status: submissionStatusSchema.optional(),
    market: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,10}$/)
      .transform((value) => value.toUpperCase())
      .optional(),
    from: isoDay.optional(),
    to: isoDay.optional(),
    /** Name, e-mail, company or serial number, as typed (LIKE wildcards match themselves). */
    q: z.string().trim().max(50).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'must not be before from',
  });
export type SubmissionQuery = z.infer<typeof submissionQuerySchema>;

export const submissionIdParamsSchema = z.object({ id: z.uuid() });
export const submissionFileParamsSchema = z.object({
  id: z.uuid(),
  fileId: z.string().regex(/^[a-z0-9-]{1,40}$/),
});

const statusChangeSchema = z.object({
  Status: submissionStatusSchema,
  ChangedAt: z.string(),
  /** The back-office user who set it; null once that account is gone. */
  ChangedBy: z.string().nullable(),
});

export const submissionSummarySchema = z
  .object({
    Id: z.uuid(),
    Source: z.enum(SUBMISSION_SOURCES),
    Kind: submissionKindSchema,
    CreatedAt: z.string(),
    MarketId: z.string().nullable(),
    Name: z.string(),
    Email: z.string(),
    CompanyName: z.string().nullable(),
    SerialNumber: z.string().nullable(),
    /** The reference the sender was given (after-sales forms: DR-2026-000042); null where a form gives none. */
    Reference: z.string().nullable(),
    FileCount: z.number().int(),
    Status: submissionStatusSchema,
  })
  .meta({ id: 'SubmissionSummary' });
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const submissionListSchema = z
  .object({
    Submissions: z.array(submissionSummarySchema),
    TotalCount: z.number().int(),
    Page: z.number().int(),
    PageSize: z.literal(SUBMISSION_PAGE_SIZE),
  })
  .meta({ id: 'SubmissionList' });
export type SubmissionList = z.infer<typeof submissionListSchema>;

export const submissionFileSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  ContentType: z.string(),
  Size: z.number().int(),
});
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

export const submissionSchema = submissionSummarySchema
  .extend({
    /**
     * Every field as sent, in the form's order: `Name` is the field's key (the page translates it), `Value` the
     * text as stored (dates ISO, booleans "true"/"false", codes as codes).
     */
    Fields: z.array(z.object({ Name: z.string(), Value: z.string() })),
    Files: z.array(submissionFileSchema),
    /** Every status the back office set, oldest first. */
    StatusHistory: z.array(statusChangeSchema),
  })
  .meta({ id: 'Submission' });
export type Submission = z.infer<typeof submissionSchema>;

/** PUT BackOffice/Submissions/{id}/Status: any of the three; the status it already has changes nothing. */
export const updateSubmissionStatusSchema = z
  .object({ Status: submissionStatusSchema })
  .meta({ id: 'UpdateSubmissionStatus' });
export type UpdateSubmissionStatus = z.infer<typeof updateSubmissionStatusSchema>;
