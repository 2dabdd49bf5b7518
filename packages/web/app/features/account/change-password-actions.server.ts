import { changePasswordBodySchema } from '@airshop/domain/auth';
import type { SsrServices } from '@airshop/domain/ssr-services';
import { data, redirectDocument } from 'react-router';
import { failureErrors } from './action-failure.ts';
import { formErrorsOf } from './form-errors.ts';
import { refused, refusedStatus, repeatedPasswordErrors, textOf } from './form-post.server.ts';

/**
 * The change-password page's posts, with or without the page's script: the new password (POST
 * Customer/ChangePassword in-process, typed twice), or "sign out everywhere", after which the browser loads the
 * sign-in page afresh, as after a sign-out, so nothing of the account stays on screen.
 */
export async function changePasswordAction(services: SsrServices, request: Request) {
  const form = await request.formData();
  // The page holds two forms; the sign-out-everywhere one names itself in `intent`.
  if (textOf(form, 'intent') === 'sign-out-everywhere') {
    const outcome = await services.account.signOutEverywhere();
    if (!outcome.ok) return data({ everywhereFailed: true as const }, { status: 400 });
    return redirectDocument(`/${services.locale}/account/sign-in`);
  }
  const values = {
    CurrentPassword: textOf(form, 'CurrentPassword'),
    Password: textOf(form, 'Password'),
    Repeat: textOf(form, 'Repeat'),
  };
  const parsed = changePasswordBodySchema.safeParse({
    CurrentPassword: values.CurrentPassword,
    Password: values.Password,
  });
  const found = repeatedPasswordErrors(
    parsed.success ? { fields: {} } : formErrorsOf(parsed.error.issues, values),
    values.Password,
    values.Repeat,
  );
  if (!parsed.success || found.fields.Repeat) return refused(found, {});
  const outcome = await services.account.changePassword(parsed.data);
  if (!outcome.ok) {
    const errors = failureErrors(outcome.error, values, {
      paths: {
        CurrentPassword: {
          field: 'CurrentPassword',
          message: { page: 'account', key: 'changePassword/wrongCurrent' },
        },
      },
    });
    return refused(errors, {}, refusedStatus(outcome.error.code));
  }
  return { done: true as const };
}
