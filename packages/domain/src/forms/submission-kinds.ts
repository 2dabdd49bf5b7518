// Plain constants of the back office's list of submissions (ADR 0074): no zod here, so the web may import them.

/**
 * Where submissions come from: one source per stored form. The four after-sales forms of issue 19 point 4
 * (discrepancy report, service request, retrofit fans, warranty claim) join by adding their source here and on
 * the server (modules/submissions/sources), not by changing the list.
 */
export const SUBMISSION_SOURCES = ['spare-part-enquiry', 'unit-request', 'after-sales-form'] as const;
export type SubmissionSource = (typeof SUBMISSION_SOURCES)[number];

/** What a submission is, as the back office filters it: a source may have several kinds (the unit requests). */
export const SUBMISSION_KINDS = [
  'spare-part-enquiry',
  'sales-enquiry',
  'register-warranty',
  'purchase-similar-unit',
  'request-service-engineer',
  // The after-sales forms (ADR 0075): source 'after-sales-form'.
  'discrepancy-report',
  'service-request',
  'retrofit-fans',
  'warranty-claim',
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** The back office's own status of a submission; a submission nobody has touched is new. */
export const SUBMISSION_STATUSES = ['new', 'in-progress', 'done'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_PAGE_SIZE = 25;
