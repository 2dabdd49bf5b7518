import { z } from 'zod';
import {
  changePasswordBodySchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResultSchema,
} from '../account/auth.ts';
import { profileSchema, signInResultSchema } from '../account/profile.ts';
import { errorBodySchema } from '../site/errors.ts';
import { authRoutes } from './auth-routes.ts';
import { endpoint } from './endpoint.ts';

/* Sign-in, sign-out, sign-up, password reset and the profile (issue 4 §3–4, ADR 0015). */

const tags = ['Customer'];

export const profileInfoEndpoint = endpoint(authRoutes.profileInfo, {
  tags,
  summary: 'The visitor’s profile flags (shop.md §3)',
  description:
    'Anonymous visitors get `IsLoggedIn: false`, `IsGuest: true` and their `GuestId`; a visitor without ' +
    'the GuestId cookie is given one (128 random bits). Signed-in users get their name, status and roles.',
  response: { 200: profileSchema },
});

export const signInEndpoint = endpoint(authRoutes.signIn, {
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
});

export const signOutEndpoint = endpoint(authRoutes.signOut, {
  tags,
  summary: 'Sign out: ends the session and clears its cookie',
  description: '204 whether or not the request had a session.',
  response: { 204: z.undefined(), 403: errorBodySchema },
});

export const signOutEverywhereEndpoint = endpoint(authRoutes.signOutEverywhere, {
  tags,
  summary: 'Sign out everywhere: ends every session of the signed-in user, this one included',
  description: 'Every device signed in to the account has to sign in again. 401 without a session.',
  response: { 204: z.undefined(), 401: errorBodySchema, 403: errorBodySchema },
});

export const changePasswordEndpoint = endpoint(authRoutes.changePassword, {
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
});

export const signUpEndpoint = endpoint(authRoutes.signUp, {
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
});

export const passwordResetEndpoint = endpoint(authRoutes.passwordReset, {
  tags,
  summary: 'Mail a password-reset link (valid one hour, once)',
  description:
    '204 whether or not the address has an account: the answer reveals nothing. Rate limited per ' +
    'address and per client network (429 with Retry-After).',
  body: passwordResetRequestSchema,
  response: { 204: z.undefined(), 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
});

export const completePasswordResetEndpoint = endpoint(authRoutes.completePasswordReset, {
  tags,
  summary: 'Set a new password with the token of the reset link; ends every session of the user',
  description: '400 when the token is unknown, used or expired.',
  body: passwordResetCompleteSchema,
  response: { 204: z.undefined(), 400: errorBodySchema, 403: errorBodySchema },
});

export const authEndpoints = [
  profileInfoEndpoint,
  signInEndpoint,
  signOutEndpoint,
  signOutEverywhereEndpoint,
  changePasswordEndpoint,
  signUpEndpoint,
  passwordResetEndpoint,
  completePasswordResetEndpoint,
];
