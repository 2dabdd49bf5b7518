import { describe, expect, it } from 'vitest';
import {
  APPROVED_USER_STATUS,
  commerceRole,
  hasCommerceData,
  mayShowCommerceData,
  mayUseShopWidgets,
} from './product-visibility.ts';

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

describe('commerceRole', () => {
  const anonymous = { IsLoggedIn: false, UserStatus: 0 };
  const waiting = { IsLoggedIn: true, UserStatus: 4 };
  const approved = { IsLoggedIn: true, UserStatus: APPROVED_USER_STATUS };

  it('asks anonymous visitors to sign in and tells others they wait for approval', () => {
    expect(commerceRole(anonymous, false)).toBe('anonymous');
    expect(commerceRole(waiting, false)).toBe('notApproved');
    // Even if prices were there, a profile that is not approved never gets the buyer's panel.
    expect(commerceRole(waiting, true)).toBe('notApproved');
  });

  it('gives the buyer’s panel only when the server sent prices', () => {
    expect(commerceRole(approved, true)).toBe('buyer');
    expect(commerceRole(approved, false)).toBe('shopUnavailable');
  });

  it('reads the presence of UnitPrice, null included', () => {
    expect(hasCommerceData({})).toBe(false);
    expect(hasCommerceData({ UnitPrice: null })).toBe(true);
  });
});

describe('mayUseShopWidgets', () => {
  it('needs a signed-in, approved user with the webshop role', () => {
    const buyer = { IsLoggedIn: true, UserStatus: APPROVED_USER_STATUS, HasWebshopRole: true };
    expect(mayUseShopWidgets(buyer)).toBe(true);
    expect(mayUseShopWidgets({ ...buyer, HasWebshopRole: false })).toBe(false);
    expect(mayUseShopWidgets({ ...buyer, UserStatus: 4 })).toBe(false);
    expect(mayUseShopWidgets({ ...buyer, IsLoggedIn: false })).toBe(false);
  });
});
