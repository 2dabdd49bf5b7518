// The public entry of links: what other modules may use (ADR 0055).
export { expandHref } from './service.ts';
