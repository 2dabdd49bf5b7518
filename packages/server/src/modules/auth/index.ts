// The public entry of auth: what other modules may use (ADR 0055).
export { deleteUserSessions } from './sessions.ts';
