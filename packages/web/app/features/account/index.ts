// The public entry of account: what other features may use (ADR 0055).
export { apiErrorMessage } from './api-error-message.ts';
export { UnlockPrompt } from './unlock-prompt.tsx';
export { UserPanel } from './user-panel.tsx';
export { requestUserPanel } from './user-panel-events.ts';
