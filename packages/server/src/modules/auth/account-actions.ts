import type { AccountActions, ActionOutcome } from '@airshop/domain/account/account-actions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../platform/context.ts';
import { AppError, errorBody } from '../../platform/errors.ts';
import { RateLimitError } from '../../platform/rate-limit.ts';
import { changePassword } from './change-password.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.ts';
import { deleteSession, isTokenShaped } from './sessions.ts';
import { signIn } from './sign-in.ts';
import type { SignInHook } from './sign-in-hook.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { signUp } from './sign-up.ts';

export interface AccountActionsOptions {
  readonly secureCookies: boolean;
  /** The site's public URL, for links in mails. */
  readonly publicUrl: string;
  /** Wakes the mail worker after a mail was committed. */
  readonly wakeMail: () => void;
  /** Runs after every sign-in as the signed-in customer (ADR 0059: the guest cart merges). */
  readonly afterSignIn: SignInHook;
}

/**
 * The account services for the account pages' form posts (ADR 0039): the functions the
 * REST routes of routes.ts call, on the page request's context, setting and clearing the session cookie on
 * the page's reply. A failure the API would answer with an error body is answered as that body, so the page
 * maps it by code; anything else is thrown and becomes the page's error.
 */
export function accountActions(
  ctx: RequestContext,
  /** The context with the signed-in customer, read from the session cookie when an action needs it. */
  signedIn: () => Promise<RequestContext>,
  request: FastifyRequest,
  reply: FastifyReply,
  { secureCookies, publicUrl, wakeMail, afterSignIn }: AccountActionsOptions,
): AccountActions {
  const cookies = { secureCookies };

  async function outcome<T>(work: () => Promise<T>): Promise<ActionOutcome<T>> {
    try {
      return { ok: true, value: await work() };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      return { ok: false, error: errorBody(error.code, error.message, error.details) };
    }
  }

  return {
    signIn: (body) =>
      outcome(async () => {
        const signedIn = await signIn(ctx, {
          body,
          clientIp: request.ip,
          previousToken: readSessionCookie(request, cookies),
          afterSignIn,
        });
        setSessionCookie(reply, cookies, signedIn.token);
        return { Profile: signedIn.profile, ReturnUrl: signedIn.returnUrl };
      }),
    signOut: () =>
      outcome(async () => {
        const token = readSessionCookie(request, cookies);
        if (isTokenShaped(token)) await deleteSession(ctx.db, token);
        if (token !== undefined) clearSessionCookie(reply, cookies);
        return null;
      }),
    signUp: (body) => outcome(() => signUp(ctx, { body, clientIp: request.ip })),
    requestPasswordReset: (body) =>
      outcome(async () => {
        if (await requestPasswordReset(ctx, { body, clientIp: request.ip, publicUrl })) wakeMail();
        return null;
      }),
    completePasswordReset: (body) =>
      outcome(async () => {
        await completePasswordReset(ctx, body);
        return null;
      }),
    changePassword: (body) =>
      outcome(async () => {
        const sessionToken = readSessionCookie(request, cookies);
        const withCustomer = await signedIn();
        if (!withCustomer.customer || sessionToken === undefined) throw new AppError('unauthenticated');
        await changePassword(withCustomer, { body, sessionToken });
        return null;
      }),
    signOutEverywhere: () =>
      outcome(async () => {
        await signOutEverywhere(await signedIn());
        clearSessionCookie(reply, cookies);
        return null;
      }),
  };
}
