import {
  changePasswordEndpoint,
  completePasswordResetEndpoint,
  passwordResetEndpoint,
  profileInfoEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signOutEverywhereEndpoint,
  signUpEndpoint,
} from '@airshop/domain/api/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import { changePassword } from './change-password.ts';
import { ensureGuestId } from './guest-id.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.ts';
import { profileOf } from './profile-info.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.ts';
import { deleteSession, isTokenShaped } from './sessions.ts';
import { signIn } from './sign-in.ts';
import type { SignInHook } from './sign-in-hook.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { signUp } from './sign-up.ts';

export interface AuthRoutesOptions {
  readonly secureCookies: boolean;
  /** The site's public URL, for links in mails. */
  readonly publicUrl: string;
  /** Wakes the mail worker after a mail was committed. */
  readonly wakeMail: () => void;
  /** Runs after every sign-in as the signed-in customer (ADR 0059: the guest cart merges). */
  readonly afterSignIn: SignInHook;
}

/** Answers about the visitor's own account are never kept by shared caches. */
const PRIVATE = 'private, no-store';

/** Sign-in, sign-out, sign-up, password reset and the profile (issue 4 §3–4, ADR 0015). */
export function authRoutes({
  secureCookies,
  publicUrl,
  wakeMail,
  afterSignIn,
}: AuthRoutesOptions): FastifyPluginAsyncZod {
  const cookies = { secureCookies };
  return async (app) => {
    registerEndpoint(app, profileInfoEndpoint, async (request, reply) => {
      const { ctx } = request;
      const guestId = ctx.customer ? ctx.guestId : ensureGuestId(ctx, reply, cookies);
      reply.header('cache-control', PRIVATE);
      return profileOf(ctx.customer, guestId);
    });

    registerEndpoint(app, signInEndpoint, async (request, reply) => {
      const outcome = await signIn(request.ctx, {
        body: request.body,
        clientIp: request.ip,
        previousToken: readSessionCookie(request, cookies),
        afterSignIn,
      });
      setSessionCookie(reply, cookies, outcome.token);
      reply.header('cache-control', PRIVATE);
      return { Profile: outcome.profile, ReturnUrl: outcome.returnUrl };
    });

    registerEndpoint(app, signOutEndpoint, async (request, reply) => {
      const token = readSessionCookie(request, cookies);
      if (isTokenShaped(token)) await deleteSession(request.ctx.db, token);
      if (token !== undefined) clearSessionCookie(reply, cookies);
      return reply.code(204).send();
    });

    registerEndpoint(app, signOutEverywhereEndpoint, async (request, reply) => {
      await signOutEverywhere(request.ctx);
      clearSessionCookie(reply, cookies);
      return reply.code(204).send();
    });

    registerEndpoint(app, changePasswordEndpoint, async (request, reply) => {
      const sessionToken = readSessionCookie(request, cookies);
      if (!request.ctx.customer || sessionToken === undefined) throw new AppError('unauthenticated');
      await changePassword(request.ctx, { body: request.body, sessionToken });
      reply.header('cache-control', PRIVATE);
      return reply.code(204).send();
    });

    registerEndpoint(app, signUpEndpoint, async (request, reply) => {
      const result = await signUp(request.ctx, { body: request.body, clientIp: request.ip });
      return reply.code(201).send(result);
    });

    registerEndpoint(app, passwordResetEndpoint, async (request, reply) => {
      const mailed = await requestPasswordReset(request.ctx, {
        body: request.body,
        clientIp: request.ip,
        publicUrl,
      });
      if (mailed) wakeMail();
      return reply.code(204).send();
    });

    registerEndpoint(app, completePasswordResetEndpoint, async (request, reply) => {
      await completePasswordReset(request.ctx, request.body);
      return reply.code(204).send();
    });
  };
}
