import { CONTENT_SECTIONS } from '../content/content-sections.ts';

/*
 * The first path segments below the locale that the shop's own pages use (web `app/routes.ts`). A catalogue is
 * routed at /{locale}/{catalogue}/… after them, so a catalogue named like one of them would never be reached:
 * the catalogue import refuses these route segments, and a web test holds this list to the routes.
 */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  'account',
  'after-sales',
  'back-office',
  'cart',
  'checkout',
  'documents',
  'orders',
  'projects',
  'quick-pick',
  'sales-contacts',
  'search',
  'serial-number',
  'test',
  'ui-kit',
  ...Object.values(CONTENT_SECTIONS),
];

export function isReservedFirstSegment(segment: string): boolean {
  return RESERVED_FIRST_SEGMENTS.includes(segment);
}
