/**
 * A small per-process cache for data that changes rarely and is read on every request (markets, links,
 * translations, product answers without prices). Entries expire so that a change made by another process or by
 * an import shows within the time to live. With `maxEntries` it is bounded, dropping the least recently used
 * entry first (a crawler walking 10k products in 15 languages must not fill the memory). A time to live of 0
 * turns the cache off.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expires: number }>();

  /** `ttlMs` may be a function, for caches whose time to live comes from configuration read after import. */
  constructor(
    private readonly ttlMs: number | (() => number),
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const ttl = typeof this.ttlMs === 'function' ? this.ttlMs() : this.ttlMs;
    if (ttl === 0) return load();
    const now = Date.now();
    const hit = this.#entries.get(key);
    // Deleted and set again, a hit moves to the end of the map's order: the most recently used.
    this.#entries.delete(key);
    if (hit && hit.expires > now) {
      this.#entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    this.#entries.set(key, { value, expires: now + ttl });
    // A failed load must not be served from the cache.
    value.catch(() => this.#entries.delete(key));
    while (this.#entries.size > this.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    return value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}
