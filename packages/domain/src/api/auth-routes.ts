import type { Route } from './endpoint.ts';

/** Where the account's endpoints are (declared in `auth.ts`); plain data, so the browser loads no schema. */
export const authProfileInfoRoute = {
  method: 'GET',
  path: '/api/v1/Customer/ProfileInfo',
} as const satisfies Route;
export const authSignInRoute = { method: 'POST', path: '/api/v1/Customer/SignIn' } as const satisfies Route;
export const authSignOutRoute = { method: 'POST', path: '/api/v1/Customer/SignOut' } as const satisfies Route;
export const authSignOutEverywhereRoute = {
  method: 'POST',
  path: '/api/v1/Customer/SignOutEverywhere',
} as const satisfies Route;
export const authChangePasswordRoute = {
  method: 'POST',
  path: '/api/v1/Customer/ChangePassword',
} as const satisfies Route;
export const authSignUpRoute = { method: 'POST', path: '/api/v1/Customer/SignUp' } as const satisfies Route;
export const authPasswordResetRoute = {
  method: 'POST',
  path: '/api/v1/Customer/PasswordReset',
} as const satisfies Route;
export const authCompletePasswordResetRoute = {
  method: 'POST',
  path: '/api/v1/Customer/PasswordReset/Complete',
} as const satisfies Route;

/** All of them, for the declarations; the browser imports each one alone, so a page carries only what it calls. */
export const authRoutes = {
  profileInfo: authProfileInfoRoute,
  signIn: authSignInRoute,
  signOut: authSignOutRoute,
  signOutEverywhere: authSignOutEverywhereRoute,
  changePassword: authChangePasswordRoute,
  signUp: authSignUpRoute,
  passwordReset: authPasswordResetRoute,
  completePasswordReset: authCompletePasswordResetRoute,
};
