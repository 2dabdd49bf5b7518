import { describe, expect, it } from 'vitest';
import { ADD_ITEM_MESSAGES, addCartItemSchema, addItemErrorKey } from './cart.ts';

describe('addCartItemSchema', () => {
  it('takes a code and a quantity of 1 to 999', () => {
    expect(addCartItemSchema.safeParse({ Code: 'A-1', Quantity: 1 }).success).toBe(true);
    expect(addCartItemSchema.safeParse({ Code: 'A-1', Quantity: 999 }).success).toBe(true);
    expect(addCartItemSchema.safeParse({ Code: 'A-1', Quantity: 0 }).success).toBe(false);
    expect(addCartItemSchema.safeParse({ Code: 'A-1', Quantity: 1000 }).success).toBe(false);
    expect(addCartItemSchema.safeParse({ Code: ' ', Quantity: 1 }).success).toBe(false);
  });
});

describe('addItemErrorKey', () => {
  it('names the translation of a known message, from the body or the x-custom-message header', () => {
    expect(addItemErrorKey('notShoppable')).toBe('generic/addItemErrors/notShoppable');
    expect(addItemErrorKey('webshopDisabled')).toBe('generic/addItemErrors/webshopDisabled');
    expect(ADD_ITEM_MESSAGES).toContain('signInRequired');
  });

  it('falls back to the connection error for no message or one it does not know', () => {
    expect(addItemErrorKey(null)).toBe('generic/messages/apiOrConnectionError');
    expect(addItemErrorKey('<script>')).toBe('generic/messages/apiOrConnectionError');
  });
});
