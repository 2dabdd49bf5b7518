import { route } from './endpoint.ts';

/** Where the account's endpoints are (declared in `auth.ts`); plain data, so the browser loads no schema. */
export const authRoutes = {
  profileInfo: route('GET', '/api/v1/Customer/ProfileInfo'),
  signIn: route('POST', '/api/v1/Customer/SignIn'),
  signOut: route('POST', '/api/v1/Customer/SignOut'),
  signOutEverywhere: route('POST', '/api/v1/Customer/SignOutEverywhere'),
  changePassword: route('POST', '/api/v1/Customer/ChangePassword'),
  signUp: route('POST', '/api/v1/Customer/SignUp'),
  passwordReset: route('POST', '/api/v1/Customer/PasswordReset'),
  completePasswordReset: route('POST', '/api/v1/Customer/PasswordReset/Complete'),
};
