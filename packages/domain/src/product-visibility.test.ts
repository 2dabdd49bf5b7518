import { describe, expect, it } from 'vitest';
import { APPROVED_USER_STATUS, mayShowCommerceData } from './product-visibility.ts';

const enabled = { webshopEnabled: true };
const disabled = { webshopEnabled: false };

describe('mayShowCommerceData', () => {
  it('shows prices and stock to an approved customer in a market with the web shop enabled', () => {
    expect(APPROVED_USER_STATUS).toBe(8);
    expect(mayShowCommerceData({ status: 8 }, enabled)).toBe(true);
  });

  it('hides them from anonymous visitors', () => {
    expect(mayShowCommerceData(null, enabled)).toBe(false);
  });

  it('hides them from every status other than Approved', () => {
    for (let status = 0; status <= 14; status++) {
      if (status === 8) continue;
      expect(mayShowCommerceData({ status }, enabled), `status ${status}`).toBe(false);
    }
  });

  it('hides them in a market whose web shop is disabled, even from approved customers', () => {
    expect(mayShowCommerceData({ status: 8 }, disabled)).toBe(false);
  });
});
