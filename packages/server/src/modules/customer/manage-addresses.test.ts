import { addressBodySchema, MAX_EDITABLE_ADDRESSES } from '@airshop/domain/account/addresses';
import { USER_STATUS } from '@airshop/domain/account/user-status';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyAddresses } from '../../db/schema.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { getCustomerContact } from './get-contact.ts';
import { createAddress, deleteAddress, updateAddress } from './manage-addresses.ts';
import { contextOf, insertTestCustomer, type TestCustomer } from './test-customers.ts';

const t = useTestApp();
let mine: TestCustomer;
let theirs: TestCustomer;
const ctx = (customer: TestCustomer | null) =>
  contextOf(t.database.db, t.app.log, customer ? customer.user : null);

const body = (overrides: Record<string, unknown> = {}) =>
  addressBodySchema.parse({
    Name: 'Site office',
    Line1: 'Lumagatan 4',
    PostalCode: '120 64',
    City: 'Stockholm',
    CountryCode: 'se',
    ...overrides,
  });

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'ok';
};

beforeAll(async () => {
  mine = await insertTestCustomer(t.database.db);
  theirs = await insertTestCustomer(t.database.db, { marketId: 'DE' });
});

describe('addresses of the signed-in user’s company', () => {
  it('adds editable shipping addresses, whatever the body says of type and editability', async () => {
    const created = await createAddress(ctx(mine), body({ Phone: '+46 8 123 456' }));
    expect(created).toMatchObject({
      IsEditable: true,
      IsShipping: true,
      AddressType: 'Shipping',
      Name: 'Site office',
      CountryCode: 'SE',
      Line2: null,
      Phone: '+46 8 123 456',
    });
    const [row] = await t.database.db
      .select()
      .from(companyAddresses)
      .where(eq(companyAddresses.id, created.Id));
    expect(row).toMatchObject({ companyId: mine.companyId, isEditable: true, addressType: 'Shipping' });
  });

  it('lists the contact with the ERP address first, and only the own company’s addresses', async () => {
    const contact = await getCustomerContact(ctx(mine));
    expect(contact).toMatchObject({
      Email: mine.user.email,
      CompanyName: expect.stringMatching(/^Test Company/),
    });
    expect(contact.CustomerNumber).toMatch(/^T/);
    expect(contact.Addresses.map((a) => [a.IsEditable, a.AddressType])).toEqual([
      [false, 'Shipping,Billing'],
      [true, 'Shipping'],
    ]);
    const other = await getCustomerContact(ctx(theirs));
    expect(other.Addresses.map((a) => a.Id)).toEqual([theirs.erpAddressId]);
  });

  it('changes and deletes its own editable addresses', async () => {
    const created = await createAddress(ctx(mine), body());
    const updated = await updateAddress(ctx(mine), {
      id: created.Id,
      body: body({ Name: 'Warehouse', Line2: 'Gate 3' }),
    });
    expect(updated).toMatchObject({ Id: created.Id, Name: 'Warehouse', Line2: 'Gate 3', IsEditable: true });
    await deleteAddress(ctx(mine), { id: created.Id });
    const left = await t.database.db
      .select()
      .from(companyAddresses)
      .where(eq(companyAddresses.id, created.Id));
    expect(left).toEqual([]);
  });

  it('answers 404 for another company’s address, a missing one and an id that is no address id', async () => {
    const theirsAddress = await createAddress(ctx(theirs), body());
    for (const id of [theirsAddress.Id, theirs.erpAddressId, '00000000-0000-4000-8000-000000000000', 'abc']) {
      expect(await codeOf(updateAddress(ctx(mine), { id, body: body() })), id).toBe('not_found');
      expect(await codeOf(deleteAddress(ctx(mine), { id })), id).toBe('not_found');
    }
    const [row] = await t.database.db
      .select()
      .from(companyAddresses)
      .where(eq(companyAddresses.id, theirsAddress.Id));
    expect(row?.name).toBe('Site office');
  });

  it('refuses to change or delete an ERP address of the own company with 409', async () => {
    expect(await codeOf(updateAddress(ctx(mine), { id: mine.erpAddressId, body: body() }))).toBe('conflict');
    expect(await codeOf(deleteAddress(ctx(mine), { id: mine.erpAddressId }))).toBe('conflict');
    const [row] = await t.database.db
      .select()
      .from(companyAddresses)
      .where(eq(companyAddresses.id, mine.erpAddressId));
    expect(row).toMatchObject({ isEditable: false, line1: 'Industrivägen 1' });
  });

  it('needs a signed-in user (401), Approved with the webshop role and a company (403)', async () => {
    expect(await codeOf(getCustomerContact(ctx(null)))).toBe('unauthenticated');
    expect(await codeOf(createAddress(ctx(null), body()))).toBe('unauthenticated');
    expect(await codeOf(updateAddress(ctx(null), { id: mine.erpAddressId, body: body() }))).toBe(
      'unauthenticated',
    );
    expect(await codeOf(deleteAddress(ctx(null), { id: mine.erpAddressId }))).toBe('unauthenticated');
    const staff = contextOf(t.database.db, t.app.log, { ...mine.user, companyId: null });
    expect(await codeOf(createAddress(staff, body()))).toBe('forbidden');
    expect(await codeOf(deleteAddress(staff, { id: mine.erpAddressId }))).toBe('forbidden');
    const waiting = contextOf(t.database.db, t.app.log, {
      ...mine.user,
      status: USER_STATUS.WaitingForBackOfficeApproval,
    });
    const noRoles = contextOf(t.database.db, t.app.log, { ...mine.user, roles: [] });
    for (const who of [waiting, noRoles]) {
      expect(await codeOf(getCustomerContact(who))).toBe('forbidden');
      expect(await codeOf(createAddress(who, body()))).toBe('forbidden');
      expect(await codeOf(updateAddress(who, { id: mine.erpAddressId, body: body() }))).toBe('forbidden');
      expect(await codeOf(deleteAddress(who, { id: mine.erpAddressId }))).toBe('forbidden');
    }
  });

  it('keeps at most the cap of own addresses per company', async () => {
    const capped = await insertTestCustomer(t.database.db);
    await t.database.db.insert(companyAddresses).values(
      Array.from({ length: MAX_EDITABLE_ADDRESSES }, (_, i) => ({
        companyId: capped.companyId,
        addressType: 'Shipping',
        name: `Address ${i}`,
        line1: 'Street 1',
        postalCode: '1',
        city: 'City',
        countryCode: 'SE',
      })),
    );
    expect(await codeOf(createAddress(ctx(capped), body()))).toBe('conflict');
    // The ERP address does not count, and others are not affected.
    expect(await codeOf(createAddress(ctx(theirs), body()))).toBe('ok');
  });
});
