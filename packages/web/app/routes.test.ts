import { RESERVED_FIRST_SEGMENTS } from '@airshop/domain/site/reserved-segments';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes.ts';

/** The first segment below `:locale` of every route the shop itself serves (the catalogue's `:catalogue/*` aside). */
function firstSegmentsBelowLocale(entries: readonly RouteConfigEntry[]): string[] {
  const locale = entries.find((entry) => entry.path === ':locale');
  return (locale?.children ?? [])
    .map((entry) => entry.path?.split('/')[0])
    .filter((segment): segment is string => !!segment && !segment.startsWith(':') && segment !== '*');
}

describe('the shop’s own first path segments', () => {
  it('are all reserved, so the catalogue import refuses a catalogue of that name', () => {
    const segments = firstSegmentsBelowLocale(routes);
    expect(segments).toContain('account');
    expect(segments.filter((segment) => !RESERVED_FIRST_SEGMENTS.includes(segment))).toEqual([]);
  });
});
