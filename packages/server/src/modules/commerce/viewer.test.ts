import { USER_STATUS } from '@airshop/domain/account/user-status';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '../../db/schema/accounts.ts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { anonymousContext } from '../../testing/request-context.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { requireBuyer, resolveCommerceVisibility } from './viewer.ts';

/* Who may see prices and buy (ADR 0010, 0024, 0047), for every user status, role set and kind of market. */

const t = useTestApp();

function customerContext(status: number, marketId = 'SE', roles: UserRole[] = ['site', 'webshop']) {
  const customer = { userId: 'u', companyId: 'c', status, roles, name: 'N', email: 'e@x', marketId };
  return { ...anonymousContext(t.database.db), customer } satisfies RequestContext;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => (error instanceof AppError ? error.code : 'crashed'),
  );

describe('resolveCommerceVisibility', () => {
  it('shows commerce data to an approved customer with the webshop role, in their own market', async () => {
    const seen = await resolveCommerceVisibility({ ...customerContext(USER_STATUS.Approved), locale: 'de' });
    expect(seen.visible).toBe(true);
    expect(seen.market.id).toBe('SE');
  });

  it('shows none to any other status, without the webshop role, or in a market without the web shop', async () => {
    const others = Object.values(USER_STATUS).filter((status) => status !== USER_STATUS.Approved);
    expect(others.length).toBeGreaterThan(5);
    for (const status of others) {
      expect((await resolveCommerceVisibility(customerContext(status))).visible, String(status)).toBe(false);
    }
    const noRole = customerContext(USER_STATUS.Approved, 'SE', ['site']);
    expect((await resolveCommerceVisibility(noRole)).visible).toBe(false);
    for (const market of ['HU', 'TR']) {
      expect((await resolveCommerceVisibility(customerContext(USER_STATUS.Approved, market))).visible).toBe(
        false,
      );
    }
  });

  it('shows none to an anonymous visitor, who is in the market of the site language', async () => {
    const seen = await resolveCommerceVisibility(anonymousContext(t.database.db, 'sv'));
    expect(seen).toMatchObject({ visible: false, market: { id: 'SE' } });
  });
});

describe('requireBuyer', () => {
  it('answers the buyer with their market, and refuses everyone else with the right code', async () => {
    expect((await requireBuyer(customerContext(USER_STATUS.Approved))).market.id).toBe('SE');
    expect(await refusal(requireBuyer(anonymousContext(t.database.db)))).toBe('unauthenticated');
    expect(await refusal(requireBuyer(customerContext(USER_STATUS.OnHold)))).toBe('forbidden');
    expect(await refusal(requireBuyer(customerContext(USER_STATUS.Approved, 'SE', ['site'])))).toBe(
      'forbidden',
    );
    expect(await refusal(requireBuyer(customerContext(USER_STATUS.Approved, 'HU')))).toBe('webshop_disabled');
  });
});
