import type { FormErrors } from '../../../forms/form-errors.ts';

/** The product page action's answer to a refused enquiry post (enquiry-action.server.ts). */
export interface EnquiryPostAnswer {
  readonly errors: FormErrors;
  /** The text fields as posted; a ticked consent is "true". */
  readonly values: Readonly<Record<string, string>>;
  /** Photo fields that had a file: it must be picked again. */
  readonly photos: readonly string[];
  /** A refusal that is no field's: rate limited, or the server failed. */
  readonly failure?: 'rateLimited' | 'generic';
}

/** The query the action redirects to after a sent enquiry, so a reload shows the confirmation, not a resend. */
export const ENQUIRY_SENT_PARAM = 'enquiry';
export const ENQUIRY_SENT_VALUE = 'sent';
/**
 * The same query asks for the plain form (ADR 0081): a page carries only a link to it, which a visit without
 * script follows; with script the wizard comes instead.
 */
export const ENQUIRY_FORM_VALUE = 'form';
