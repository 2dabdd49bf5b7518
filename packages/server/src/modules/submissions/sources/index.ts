import type { SubmissionSource } from '@airshop/domain/forms/submission-kinds';
import type { SubmissionSourceReader } from '../source.ts';
import { afterSalesFormSource } from './after-sales-forms.ts';
import { sparePartEnquirySource } from './spare-part-enquiries.ts';
import { unitRequestSource } from './unit-requests.ts';

/** Every source of the list (ADR 0074); a new form adds its reader here and its name to SUBMISSION_SOURCES. */
export const SUBMISSION_SOURCE_READERS: Record<SubmissionSource, SubmissionSourceReader> = {
  'spare-part-enquiry': sparePartEnquirySource,
  'unit-request': unitRequestSource,
  'after-sales-form': afterSalesFormSource,
};
