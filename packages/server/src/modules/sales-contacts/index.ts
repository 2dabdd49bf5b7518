// The public entry of sales-contacts: what other modules may use (ADR 0055).
export { salesTeamAddresses } from './sales-team.ts';
