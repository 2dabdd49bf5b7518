import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './timestamp-format.ts';

const at = '2026-11-12T08:30:00Z';

describe('a timestamp as the locale writes it', () => {
  it('names the month where numbers would be ambiguous, and follows each locale', () => {
    expect(formatTimestamp(at, 'en', false, 'UTC')).toBe('Nov 12, 2026');
    expect(formatTimestamp(at, 'de', false, 'UTC')).toBe('12.11.2026');
    expect(formatTimestamp(at, 'hu', false, 'UTC')).toBe('2026. nov. 12.');
    expect(formatTimestamp(at, 'en', false, 'UTC')).not.toMatch(/\d+\/\d+\/\d+/);
  });

  it('adds the time of day when asked, in the given time zone', () => {
    expect(formatTimestamp(at, 'de', true, 'Europe/Berlin')).toBe('12.11.2026, 09:30');
    expect(formatTimestamp(at, 'fi', true, 'Europe/Helsinki')).toMatch(/^12\.11\.2026 klo 10\.30$/);
  });

  it('shows an unreadable value as it came', () => {
    expect(formatTimestamp('not a date', 'en', true)).toBe('not a date');
  });
});
