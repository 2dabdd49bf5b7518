import { describe, expect, it } from 'vitest';
import { addCartItemSchema } from './cart.ts';

describe('addCartItemSchema', () => {
  it('takes a code and a quantity of 1 to 999', () => {
    expect(addCartItemSchema.safeParse({ Code: 'A-1', Quantity: 1 }).success).toBe(true);
    expect(addCartItemSchema.safeParse({ Code: 'A-1', Quantity: 999 }).success).toBe(true);
    expect(addCartItemSchema.safeParse({ Code: 'A-1', Quantity: 0 }).success).toBe(false);
    expect(addCartItemSchema.safeParse({ Code: 'A-1', Quantity: 1000 }).success).toBe(false);
    expect(addCartItemSchema.safeParse({ Code: ' ', Quantity: 1 }).success).toBe(false);
  });
});
