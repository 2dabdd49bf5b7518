import type { ErrorBody } from '../site/errors.ts';
import type {
  ChangePasswordBody,
  PasswordResetComplete,
  PasswordResetRequest,
  SignInBody,
  SignUpBody,
  SignUpResult,
} from './auth.ts';
import type { SignInResult } from './profile.ts';

/**
 * What a form post's service call answers to the page's action: the value, or the error body the REST API
 * would have answered with (same code, message and details), so pages map failures by code like API calls.
 */
export type ActionOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ErrorBody };

/**
 * The account services behind the account pages' form posts (React Router actions), in-process: the same
 * functions as POST Customer/SignIn, SignOut, SignUp, PasswordReset, PasswordReset/Complete, ChangePassword and
 * SignOutEverywhere, with the same rate limits. Cookies they set or clear (the session) go on the page's response.
 */
export interface AccountActions {
  signIn(body: SignInBody): Promise<ActionOutcome<SignInResult>>;
  signOut(): Promise<ActionOutcome<null>>;
  signUp(body: SignUpBody): Promise<ActionOutcome<SignUpResult>>;
  requestPasswordReset(body: PasswordResetRequest): Promise<ActionOutcome<null>>;
  completePasswordReset(body: PasswordResetComplete): Promise<ActionOutcome<null>>;
  /** The signed-in user's new password; the user's other sessions end, this one stays. */
  changePassword(body: ChangePasswordBody): Promise<ActionOutcome<null>>;
  /** Ends every session of the signed-in user, this one included, and clears its cookie. */
  signOutEverywhere(): Promise<ActionOutcome<null>>;
}
