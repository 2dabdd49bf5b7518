import { ENQUIRY_IMAGE_MAX_BYTES, type ImageProblem } from '@airshop/domain/forms/spare-part-enquiry-fields';
import type { Translate } from '../../../platform/i18n/use-translations.ts';

/** The part of a zod issue read here; structural, so this module does not bring zod's types to the page. */
export interface EnquiryIssue {
  code: string;
  path: readonly PropertyKey[];
  maximum?: number | bigint;
  format?: string;
  params?: { reason?: string };
}

export type EnquiryErrors = Partial<Record<string, string>>;

const MEGABYTE = 1024 * 1024;

/** An image problem found when a file is picked, in the words of the shared validation set. */
export function imageMessage(problem: ImageProblem, validation: Translate): string {
  return problem === 'fileSize'
    ? validation('fileSize', { max: ENQUIRY_IMAGE_MAX_BYTES / MEGABYTE })
    : validation('fileType');
}

/**
 * One translated message per field from the schema's issues (spec §5 "Messages": required, max, telephone,
 * terms, agreement; the images' type and size). An empty value is 'required' whatever the rule it broke.
 */
export function enquiryErrorsOf(
  issues: readonly EnquiryIssue[],
  isEmpty: (field: string) => boolean,
  validation: Translate,
): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    errors[field] = messageOf(field, issue, isEmpty(field), validation);
  }
  return errors;
}

function messageOf(field: string, issue: EnquiryIssue, empty: boolean, validation: Translate): string {
  const reason = issue.params?.reason;
  if (reason === 'terms' || reason === 'agreement') return validation(reason);
  if (reason === 'fileType' || reason === 'fileSize') return imageMessage(reason, validation);
  if (empty || reason === 'required') return validation('required');
  if (issue.code === 'too_big') return validation('maxLength', { max: Number(issue.maximum) });
  if (field === 'telephone') return validation('telephone');
  if (field === 'email') return validation('email');
  return validation('invalid');
}
