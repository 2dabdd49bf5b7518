import { describe, expect, it } from 'vitest';
import { FORBIDDEN_RELOAD_WINDOW_MS, shouldReloadOnForbidden } from './reload-guard.ts';

describe('shouldReloadOnForbidden', () => {
  const now = 1_000_000;

  it('reloads the first time', () => {
    expect(shouldReloadOnForbidden(undefined, now)).toBe(true);
    expect(shouldReloadOnForbidden(Number.NaN, now)).toBe(true);
  });

  it('does not reload again within the window', () => {
    expect(shouldReloadOnForbidden(now - 1, now)).toBe(false);
    expect(shouldReloadOnForbidden(now - FORBIDDEN_RELOAD_WINDOW_MS + 1, now)).toBe(false);
  });

  it('reloads again once the window has passed or the clock went back', () => {
    expect(shouldReloadOnForbidden(now - FORBIDDEN_RELOAD_WINDOW_MS, now)).toBe(true);
    expect(shouldReloadOnForbidden(now + 5, now)).toBe(true);
  });
});
