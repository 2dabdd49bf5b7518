import { describe, expect, it } from 'vitest';
import { idempotencyHeadersSchema, idempotencyKeySchema } from './idempotency.ts';

describe('idempotencyKeySchema', () => {
  it('takes a UUID and up to 100 visible characters', () => {
    expect(idempotencyKeySchema.safeParse('3f1c9a52-7d3e-4b8e-9a51-0c2f6d4e8b17').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('x'.repeat(100)).success).toBe(true);
  });

  it.each(['', 'x'.repeat(101), 'two words', 'tab\there', 'ümlaut'])('refuses %j', (key) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(false);
  });

  it('leaves the other headers of a request alone and the key optional', () => {
    expect(idempotencyHeadersSchema.parse({ cookie: 'a=b' })).toEqual({ cookie: 'a=b' });
    expect(idempotencyHeadersSchema.safeParse({ 'idempotency-key': '' }).success).toBe(false);
  });
});
