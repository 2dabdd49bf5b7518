import type { SsrServices } from '@airshop/domain/site/ssr-services';
import { data, redirectDocument } from 'react-router';
import { failureErrors } from '../../forms/failure-errors.ts';
import { refused, refusedStatus, textOf, textsOf } from '../../forms/form-post.server.ts';
import { CHANGE_PASSWORD_FIELDS, checkChangePassword } from './account-checks.ts';

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
  const values = textsOf(form, CHANGE_PASSWORD_FIELDS);
  const checked = checkChangePassword(values);
  if (!checked.ok) return refused(checked.errors, {});
  const outcome = await services.account.changePassword(checked.body);
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
