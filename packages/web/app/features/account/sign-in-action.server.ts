import { GUEST_ID_PATTERN } from '@airshop/domain/account/auth';
import { safeReturnUrl } from '@airshop/domain/account/return-url';
import type { SsrServices } from '@airshop/domain/site/ssr-services';
import { redirectDocument } from 'react-router';
import { failureErrors } from '../../forms/failure-errors.ts';
import { refused, refusedStatus, textsOf } from '../../forms/form-post.server.ts';
import { checkSignIn, SIGN_IN_FIELDS } from './account-checks.ts';

/**
 * The sign-in form's post (with or without the page's script): POST Customer/SignIn in-process. On success the
 * session cookie goes on this response and the browser loads the return URL afresh (ADR 0018), so every part
 * of the page renders for the new user; ReturnUrl and GuestId ride along in the page's query.
 */
export async function signInAction(services: SsrServices, request: Request) {
  const values = textsOf(await request.formData(), SIGN_IN_FIELDS);
  const echo = { Email: values.Email };
  const query = new URL(request.url).searchParams;
  const guestId = query.get('GuestId');
  const checked = checkSignIn(values, {
    ReturnUrl: query.get('ReturnUrl') ?? undefined,
    // A malformed guest id is dropped rather than failing the whole sign-in.
    GuestId: guestId && GUEST_ID_PATTERN.test(guestId) ? guestId : undefined,
    Language: services.locale,
  });
  if (!checked.ok) return refused(checked.errors, echo);
  const outcome = await services.account.signIn(checked.body);
  if (!outcome.ok) {
    const errors = failureErrors(outcome.error, values, {
      codes: { unauthenticated: { page: 'account', key: 'signIn/failed' } },
    });
    return refused(errors, echo, refusedStatus(outcome.error.code));
  }
  return redirectDocument(safeReturnUrl(outcome.value.ReturnUrl, `/${services.locale}/`));
}
