import { describe, expect, it } from 'vitest';
import { mayUseCompanyData } from './company-data.ts';
import { USER_STATUS } from './user-status.ts';

describe('mayUseCompanyData', () => {
  it('lets only an Approved user with the webshop role at the company’s data', () => {
    expect(mayUseCompanyData({ status: USER_STATUS.Approved, hasWebshopRole: true })).toBe(true);
    expect(mayUseCompanyData({ status: USER_STATUS.Approved, hasWebshopRole: false })).toBe(false);
  });

  it.each(Object.entries(USER_STATUS).filter(([, id]) => id !== USER_STATUS.Approved))(
    'refuses status %s even with the webshop role',
    (_name, status) => {
      expect(mayUseCompanyData({ status, hasWebshopRole: true })).toBe(false);
    },
  );
});
