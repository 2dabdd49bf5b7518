import { passwordResetCompleteSchema, passwordResetRequestSchema } from '@airshop/domain/auth';
import type { SsrServices } from '@airshop/domain/ssr-services';
import { failureErrors } from './action-failure.ts';
import { type FormMessage, formErrorsOf } from './form-errors.ts';
import { refused, refusedStatus, repeatedPasswordErrors, textOf } from './form-post.server.ts';
import { resetTokenOf } from './reset-token-cookie.server.ts';

/**
 * The password-reset request's post: POST Customer/PasswordReset in-process. The answer is the same whether or
 * not the address has an account, and so is the page: it never tells a stranger which addresses are registered.
 */
export async function passwordResetRequestAction(services: SsrServices, request: Request) {
  const form = await request.formData();
  const values = { Email: textOf(form, 'Email') };
  const parsed = passwordResetRequestSchema.safeParse({ ...values, Language: services.locale });
  if (!parsed.success) return refused(formErrorsOf(parsed.error.issues, values), values);
  const outcome = await services.account.requestPasswordReset(parsed.data);
  if (!outcome.ok) {
    return refused(failureErrors(outcome.error, values), values, refusedStatus(outcome.error.code));
  }
  return { sentTo: parsed.data.Email };
}

/** A reset link's token is no field's fault: the link itself is broken or old. */
export const INVALID_LINK: FormMessage = { page: 'account', key: 'resetComplete/invalidLink' };

/**
 * The new password's post: POST Customer/PasswordReset/Complete in-process, with the token of the e-mailed
 * link (kept in a cookie by the page, reset-token-cookie.server.ts) and the password typed twice.
 */
export async function passwordResetCompleteAction(services: SsrServices, request: Request) {
  const form = await request.formData();
  const values = { Password: textOf(form, 'Password'), Repeat: textOf(form, 'Repeat') };
  const parsed = passwordResetCompleteSchema.safeParse({
    Token: resetTokenOf(request),
    Password: values.Password,
  });
  const found = repeatedPasswordErrors(
    parsed.success ? { fields: {} } : formErrorsOf(parsed.error.issues, values),
    values.Password,
    values.Repeat,
  );
  const tokenRefused = !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'Token');
  if (!parsed.success || found.fields.Repeat) {
    return refused(tokenRefused ? { fields: found.fields, form: INVALID_LINK } : found, {});
  }
  const outcome = await services.account.completePasswordReset(parsed.data);
  if (!outcome.ok) {
    const errors = failureErrors(outcome.error, values, {
      codes: { not_found: INVALID_LINK },
      paths: { Token: { message: INVALID_LINK } },
    });
    return refused(errors, {}, refusedStatus(outcome.error.code));
  }
  return { done: true as const };
}
