// The public entry of projects: what other modules may use (ADR 0055).
export type { CreateProjectOptions } from './service.ts';
export { createProject } from './service.ts';
