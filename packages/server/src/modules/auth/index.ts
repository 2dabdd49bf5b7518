// The public entry of auth: what other modules may use (ADR 0055).

export { issueGuestId } from './guest-id.ts';
export type { CookieSettings } from './session-cookie.ts';
export { deleteEndedSessions, deleteUserSessions } from './sessions.ts';
export type { SignInHook } from './sign-in-hook.ts';
