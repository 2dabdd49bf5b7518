import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('loads once per key while fresh', async () => {
    const cache = new TtlCache<number>(60_000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('does not keep failed loads, and keeps nothing with a time to live of 0', async () => {
    const cache = new TtlCache<string>(60_000, 10);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');

    const off = new TtlCache<string>(0, 10);
    await off.get('a', async () => 'one');
    expect(await off.get('a', async () => 'two')).toBe('two');
    expect(off.size).toBe(0);
  });
});
