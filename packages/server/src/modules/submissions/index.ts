// The public entry of submissions (the back office's list of every form sent): what other modules may use (ADR 0055).
export { submissionRoutes } from './routes.ts';
