// The public entry of quickpick: what other features and the routes may use (ADR 0055).
export { QuickPickIndex } from './quick-pick-index.tsx';
export { QuickPickFrame, QuickPickPage } from './quick-pick-page.tsx';
