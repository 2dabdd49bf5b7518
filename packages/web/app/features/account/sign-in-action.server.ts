import { GUEST_ID_PATTERN, signInBodySchema } from '@airshop/domain/auth';
import { safeReturnUrl } from '@airshop/domain/return-url';
import type { SsrServices } from '@airshop/domain/ssr-services';
import { redirectDocument } from 'react-router';
import { failureErrors } from './action-failure.ts';
import { formErrorsOf } from './form-errors.ts';
import { refused, refusedStatus, textOf } from './form-post.server.ts';

/**
 * The sign-in form's post (with or without the page's script): POST Customer/SignIn in-process. On success the
 * session cookie goes on this response and the browser loads the return URL afresh (ADR 0018), so every part
 * of the page renders for the new user; ReturnUrl and GuestId ride along in the page's query.
 */
export async function signInAction(services: SsrServices, request: Request) {
  const form = await request.formData();
  const values = { Email: textOf(form, 'Email'), Password: textOf(form, 'Password') };
  const echo = { Email: values.Email };
  const query = new URL(request.url).searchParams;
  const guestId = query.get('GuestId');
  const parsed = signInBodySchema.safeParse({
    ...values,
    ReturnUrl: query.get('ReturnUrl') ?? undefined,
    // A malformed guest id is dropped rather than failing the whole sign-in.
    GuestId: guestId && GUEST_ID_PATTERN.test(guestId) ? guestId : undefined,
    Language: services.locale,
  });
  if (!parsed.success) return refused(formErrorsOf(parsed.error.issues, values), echo);
  const outcome = await services.account.signIn(parsed.data);
  if (!outcome.ok) {
    const errors = failureErrors(outcome.error, values, {
      codes: { unauthenticated: { page: 'account', key: 'signIn/failed' } },
    });
    return refused(errors, echo, refusedStatus(outcome.error.code));
  }
  return redirectDocument(safeReturnUrl(outcome.value.ReturnUrl, `/${services.locale}/`));
}
