// The public entry of backoffice: what other modules may use (ADR 0055).
export { requireBackOfficeAdmin } from './actor.ts';
