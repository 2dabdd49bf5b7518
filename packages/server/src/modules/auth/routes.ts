import {
  changePasswordBodySchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResultSchema,
} from '@airshop/domain/auth';
import { errorBodySchema } from '@airshop/domain/errors';
import { profileSchema, signInResultSchema } from '@airshop/domain/profile';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { RateLimitError } from '../../platform/rate-limit.ts';
import { changePassword } from './change-password.ts';
import { ensureGuestId } from './guest-id.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.ts';
import { profileOf } from './profile-info.ts';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.ts';
import { deleteSession, isTokenShaped } from './sessions.ts';
import { signIn } from './sign-in.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { signUp } from './sign-up.ts';

export interface AuthRoutesOptions {
  readonly secureCookies: boolean;
  /** The site's public URL, for links in mails. */
  readonly publicUrl: string;
  /** Wakes the mail worker after a mail was committed. */
  readonly wakeMail: () => void;
}

const tags = ['Customer'];
/** Answers about the visitor's own account are never kept by shared caches. */
const PRIVATE = 'private, no-store';

/** Runs `work`, adding Retry-After when a rate limit refuses it. */
async function limited<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** Sign-in, sign-out, sign-up, password reset and the profile (issue 4 §3–4, ADR 0015). */
export function authRoutes({ secureCookies, publicUrl, wakeMail }: AuthRoutesOptions): FastifyPluginAsyncZod {
  const cookies = { secureCookies };
  return async (app) => {
    app.get(
      '/api/v1/Customer/ProfileInfo',
      {
        schema: {
          tags,
          summary: 'The visitor’s profile flags (shop.md §3)',
          description:
            'Anonymous visitors get `IsLoggedIn: false`, `IsGuest: true` and their `GuestId`; a visitor without ' +
            'the GuestId cookie is given one (128 random bits). Signed-in users get their name, status and roles.',
          response: { 200: profileSchema },
        },
      },
      async (request, reply) => {
        const { ctx } = request;
        const guestId = ctx.customer ? ctx.guestId : ensureGuestId(ctx, reply, cookies);
        reply.header('cache-control', PRIVATE);
        return profileOf(ctx.customer, guestId);
      },
    );

    app.post(
      '/api/v1/Customer/SignIn',
      {
        schema: {
          tags,
          summary: 'Sign in with e-mail and password; starts a new session',
          description:
            'Sets the session cookie (HttpOnly, SameSite=Lax, Secure over https) with a new token; the session ' +
            'the request came with ends. `ReturnUrl` in the answer is the requested one when it is a path of ' +
            'this site, else the language’s home. 401 for a wrong address or password (the same answer for ' +
            'both). Rate limited per address and per client network (429 with Retry-After).',
          body: signInBodySchema,
          response: {
            200: signInResultSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const outcome = await limited(reply, () =>
          signIn(request.ctx, {
            body: request.body,
            clientIp: request.ip,
            previousToken: readSessionCookie(request, cookies),
          }),
        );
        setSessionCookie(reply, cookies, outcome.token);
        reply.header('cache-control', PRIVATE);
        return { Profile: outcome.profile, ReturnUrl: outcome.returnUrl };
      },
    );

    app.post(
      '/api/v1/Customer/SignOut',
      {
        schema: {
          tags,
          summary: 'Sign out: ends the session and clears its cookie',
          description: '204 whether or not the request had a session.',
          response: { 204: z.undefined(), 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        const token = readSessionCookie(request, cookies);
        if (isTokenShaped(token)) await deleteSession(request.ctx.db, token);
        if (token !== undefined) clearSessionCookie(reply, cookies);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/v1/Customer/SignOutEverywhere',
      {
        schema: {
          tags,
          summary: 'Sign out everywhere: ends every session of the signed-in user, this one included',
          description: 'Every device signed in to the account has to sign in again. 401 without a session.',
          response: { 204: z.undefined(), 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        await signOutEverywhere(request.ctx);
        clearSessionCookie(reply, cookies);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/v1/Customer/ChangePassword',
      {
        schema: {
          tags,
          summary: 'Change the password of the signed-in user; ends the user’s other sessions',
          description:
            'Needs the current password (400 naming `CurrentPassword` when it is wrong). The new one follows the ' +
            'sign-up rule. This session stays; every other session of the user ends and mailed reset links stop ' +
            'working. 401 without a session; rate limited per user (429 with Retry-After).',
          body: changePasswordBodySchema,
          response: {
            204: z.undefined(),
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const sessionToken = readSessionCookie(request, cookies);
        if (!request.ctx.customer || sessionToken === undefined) throw new AppError('unauthenticated');
        await limited(reply, () => changePassword(request.ctx, { body: request.body, sessionToken }));
        reply.header('cache-control', PRIVATE);
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/v1/Customer/SignUp',
      {
        schema: {
          tags,
          summary: 'Sign up: a new user in an existing company (by customer number) or a requested new one',
          description:
            'The account waits for approval: for the company admin (status 3) when the company has one, else for ' +
            'the back office (status 4). It is not signed in. 409 `conflict` when the e-mail address has an ' +
            'account; 400 for an unknown customer number or market. Rate limited per client network (429).',
          body: signUpBodySchema,
          response: {
            201: signUpResultSchema,
            400: errorBodySchema,
            403: errorBodySchema,
            409: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const result = await limited(reply, () =>
          signUp(request.ctx, { body: request.body, clientIp: request.ip }),
        );
        return reply.code(201).send(result);
      },
    );

    app.post(
      '/api/v1/Customer/PasswordReset',
      {
        schema: {
          tags,
          summary: 'Mail a password-reset link (valid one hour, once)',
          description:
            '204 whether or not the address has an account: the answer reveals nothing. Rate limited per ' +
            'address and per client network (429 with Retry-After).',
          body: passwordResetRequestSchema,
          response: { 204: z.undefined(), 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        const mailed = await limited(reply, () =>
          requestPasswordReset(request.ctx, { body: request.body, clientIp: request.ip, publicUrl }),
        );
        if (mailed) wakeMail();
        return reply.code(204).send();
      },
    );

    app.post(
      '/api/v1/Customer/PasswordReset/Complete',
      {
        schema: {
          tags,
          summary: 'Set a new password with the token of the reset link; ends every session of the user',
          description: '400 when the token is unknown, used or expired.',
          body: passwordResetCompleteSchema,
          response: { 204: z.undefined(), 400: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request, reply) => {
        await completePasswordReset(request.ctx, request.body);
        return reply.code(204).send();
      },
    );
  };
}
