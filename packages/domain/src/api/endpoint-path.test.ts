import { describe, expect, it } from 'vitest';
import { pathOf } from './endpoint-path.ts';

describe('pathOf', () => {
  it('fills each parameter as one encoded segment', () => {
    expect(pathOf('/api/v1/portal/Projects/:id/Items', { id: 12 })).toBe('/api/v1/portal/Projects/12/Items');
    expect(pathOf('/api/v1/BackOffice/Users/:id/Decisions', { id: 'a/b?c' })).toBe(
      '/api/v1/BackOffice/Users/a%2Fb%3Fc/Decisions',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(pathOf('/api/v1/Carts/Default/Widget', undefined)).toBe('/api/v1/Carts/Default/Widget');
  });

  it('refuses a call that lacks a parameter the path names', () => {
    expect(() => pathOf('/api/v1/Catalog/:id/:kind', { id: '7' })).toThrow(/kind/);
    expect(() => pathOf('/api/v1/Catalog/:id', { id: '' })).toThrow(/id/);
  });
});
