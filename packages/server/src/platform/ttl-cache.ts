/**
 * A small per-process cache for reference data (markets, links, translations) that changes rarely and is
 * read on every request. Entries expire so that a change made by another process shows within `ttlMs`.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.#entries.set(key, { value, expires: now + this.ttlMs });
    // A failed load must not be served from the cache.
    value.catch(() => this.#entries.delete(key));
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
