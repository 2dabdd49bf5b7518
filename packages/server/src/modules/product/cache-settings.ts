/**
 * How long this process keeps product answers that are the same for every visitor who may not see prices
 * (ADR 0010). Set from PRODUCT_CACHE_TTL_MS when the app is built; 0 turns the caches off (the product-api
 * bench does, to measure the SQL).
 */
let ttlMs = 30_000;

export const productCacheTtl = (): number => ttlMs;

export function setProductCacheTtl(ms: number): void {
  ttlMs = ms;
}
