import type { SsrServices } from '@airshop/domain/site/ssr-services';
import { failureErrors } from '../../forms/failure-errors.ts';
import type { FormMessage } from '../../forms/form-errors.ts';
import { refused, refusedStatus, textsOf } from '../../forms/form-post.server.ts';
import {
  checkPasswordResetComplete,
  checkPasswordResetRequest,
  PASSWORD_RESET_COMPLETE_FIELDS,
  PASSWORD_RESET_REQUEST_FIELDS,
} from './account-checks.ts';
import { resetTokenOf } from './reset-token-cookie.server.ts';

/**
 * The password-reset request's post: POST Customer/PasswordReset in-process. The answer is the same whether or
 * not the address has an account, and so is the page: it never tells a stranger which addresses are registered.
 */
export async function passwordResetRequestAction(services: SsrServices, request: Request) {
  const values = textsOf(await request.formData(), PASSWORD_RESET_REQUEST_FIELDS);
  const checked = checkPasswordResetRequest(values, services.locale);
  if (!checked.ok) return refused(checked.errors, values);
  const outcome = await services.account.requestPasswordReset(checked.body);
  if (!outcome.ok) {
    return refused(failureErrors(outcome.error, values), values, refusedStatus(outcome.error.code));
  }
  return { sentTo: checked.body.Email };
}

/** A reset link's token is no field's fault: the link itself is broken or old. */
export const INVALID_LINK: FormMessage = { page: 'account', key: 'resetComplete/invalidLink' };

/**
 * The new password's post: POST Customer/PasswordReset/Complete in-process, with the token of the e-mailed
 * link (kept in a cookie by the page, reset-token-cookie.server.ts) and the password typed twice.
 */
export async function passwordResetCompleteAction(services: SsrServices, request: Request) {
  const values = textsOf(await request.formData(), PASSWORD_RESET_COMPLETE_FIELDS);
  const checked = checkPasswordResetComplete(values, resetTokenOf(request));
  if (!checked.ok) {
    // The token is no field of the form: formErrorsOf made it the form's message, which is this one.
    const tokenRefused = checked.errors.form !== undefined;
    return refused(tokenRefused ? { fields: checked.errors.fields, form: INVALID_LINK } : checked.errors, {});
  }
  const outcome = await services.account.completePasswordReset(checked.body);
  if (!outcome.ok) {
    const errors = failureErrors(outcome.error, values, {
      codes: { not_found: INVALID_LINK },
      paths: { Token: { message: INVALID_LINK } },
    });
    return refused(errors, {}, refusedStatus(outcome.error.code));
  }
  return { done: true as const };
}
