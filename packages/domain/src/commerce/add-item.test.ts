import { describe, expect, it } from 'vitest';
import { ADD_ITEM_MESSAGES, addItemErrorKey } from './add-item.ts';

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
