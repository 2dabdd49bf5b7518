// The public entry of shell: what other features may use (ADR 0055).

export type { LayoutData } from './layout-data.ts';
export { LAYOUT_ROUTE_ID, useLayoutData } from './layout-data.ts';
export { useSharedText } from './shared-text.ts';
