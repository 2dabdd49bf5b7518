import type { Route } from './endpoint.ts';

/** Where the account's endpoints are (declared in `auth.ts`); plain data, so the browser loads no schema. */
export const authRoutes = {
  profileInfo: { method: 'GET', path: '/api/v1/Customer/ProfileInfo' },
  signIn: { method: 'POST', path: '/api/v1/Customer/SignIn' },
  signOut: { method: 'POST', path: '/api/v1/Customer/SignOut' },
  signOutEverywhere: { method: 'POST', path: '/api/v1/Customer/SignOutEverywhere' },
  changePassword: { method: 'POST', path: '/api/v1/Customer/ChangePassword' },
  signUp: { method: 'POST', path: '/api/v1/Customer/SignUp' },
  passwordReset: { method: 'POST', path: '/api/v1/Customer/PasswordReset' },
  completePasswordReset: { method: 'POST', path: '/api/v1/Customer/PasswordReset/Complete' },
} as const satisfies Record<string, Route | Record<string, Route>>;
