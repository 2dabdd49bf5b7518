// The public entry of content: what other modules may use (ADR 0055).
export { importContent } from './import-content.ts';
