import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyAddresses } from '../../db/schema.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../seed/demo-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';

/*
 * Customer/Contact and its addresses through the real sign-in, with the demo accounts: the browser's view of
 * ownership (another company's address is 404), ERP addresses (409) and who may write at all.
 */

const t = useTestApp();
const ADDRESSES = '/api/v1/Customer/Contact/Addresses';
const site = () => ({ origin: t.config.publicUrl });
const cookies: Record<string, string> = {};

let ip = 0;
async function signIn(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/Customer/SignIn',
    headers: { 'content-type': 'application/json', ...site() },
    payload: JSON.stringify({ Email: email, Password: DEMO_PASSWORD }),
    remoteAddress: `10.8.${++ip}.1`,
  });
  expect(response.statusCode, email).toBe(200);
  const cookie = response.cookies.find((c) => c.name.endsWith('airshop_session'));
  expect(cookie?.value).toBeTruthy();
  return `${cookie?.name}=${cookie?.value}`;
}

const as = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      cookie: cookies[who] as string,
      ...site(),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

const address = {
  Name: 'Site office Hammarby',
  Line1: 'Lumagatan 4',
  PostalCode: '120 64',
  City: 'Stockholm',
  CountryCode: 'se',
  Phone: '+46 8 555 1234',
};

beforeAll(async () => {
  await seedDemoAccounts(t.database.db);
  for (const who of ['buyer@nordvent.example', 'buyer@brandt.example', 'backoffice@airshop.example']) {
    cookies[who] = await signIn(who);
  }
  cookies.waiting = await signIn('waiting@brandt.example');
}, 60_000);

describe('GET Customer/Contact signed in', () => {
  it('answers the user, the company and its addresses, the ERP’s first', async () => {
    const response = await as('buyer@nordvent.example', 'GET', '/api/v1/Customer/Contact');
    expect(response.statusCode).toBe(200);
    const contact = response.json();
    expect(contact).toMatchObject({
      Name: 'Karin Lindqvist',
      Email: 'buyer@nordvent.example',
      CompanyName: 'Nordvent Installation AB',
      CustomerNumber: '100101',
    });
    expect(contact.Addresses.map((a: { IsEditable: boolean }) => a.IsEditable)).toEqual([false, false, true]);
    // Seeded together, the two ERP addresses share their creation time: their order among them is not fixed.
    const erp = contact.Addresses.slice(0, 2).map((a: { AddressType: string; IsShipping: boolean }) => [
      a.AddressType,
      a.IsShipping,
    ]);
    expect(erp).toEqual(
      expect.arrayContaining([
        ['Shipping,Visiting', true],
        ['Billing,Postal', false],
      ]),
    );
  });

  it('refuses the maker’s staff and a user waiting for approval with 403', async () => {
    for (const who of ['backoffice@airshop.example', 'waiting']) {
      const response = await as(who, 'GET', '/api/v1/Customer/Contact');
      expect(response.statusCode, who).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
  });
});

describe('Customer/Contact/Addresses signed in', () => {
  it('adds, changes and deletes an own shipping address', async () => {
    const created = await as('buyer@nordvent.example', 'POST', ADDRESSES, {
      ...address,
      AddressType: 'Billing',
    });
    expect(created.statusCode).toBe(201);
    const { Id } = created.json();
    expect(created.json()).toMatchObject({
      IsEditable: true,
      IsShipping: true,
      AddressType: 'Shipping',
      CountryCode: 'SE',
    });

    const changed = await as('buyer@nordvent.example', 'PUT', `${ADDRESSES}/${Id}`, {
      ...address,
      City: 'Solna',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ Id, City: 'Solna' });

    const contact = (await as('buyer@nordvent.example', 'GET', '/api/v1/Customer/Contact')).json();
    expect(contact.Addresses.at(-1)).toMatchObject({ Id, City: 'Solna' });

    const deleted = await as('buyer@nordvent.example', 'DELETE', `${ADDRESSES}/${Id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await as('buyer@nordvent.example', 'DELETE', `${ADDRESSES}/${Id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another company’s address and leaves it alone', async () => {
    const created = await as('buyer@nordvent.example', 'POST', ADDRESSES, address);
    const { Id } = created.json();
    const put = await as('buyer@brandt.example', 'PUT', `${ADDRESSES}/${Id}`, { ...address, Name: 'Taken' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: 'not_found' });
    expect((await as('buyer@brandt.example', 'DELETE', `${ADDRESSES}/${Id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(companyAddresses).where(eq(companyAddresses.id, Id));
    expect(row?.name).toBe('Site office Hammarby');
  });

  it('refuses to change or delete an ERP address with 409, never 403', async () => {
    const contact = (await as('buyer@nordvent.example', 'GET', '/api/v1/Customer/Contact')).json();
    const erp = contact.Addresses.find((a: { IsEditable: boolean }) => !a.IsEditable);
    const put = await as('buyer@nordvent.example', 'PUT', `${ADDRESSES}/${erp.Id}`, address);
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ code: 'conflict' });
    expect((await as('buyer@nordvent.example', 'DELETE', `${ADDRESSES}/${erp.Id}`)).statusCode).toBe(409);
    // For another company the same ERP address does not exist.
    expect((await as('buyer@brandt.example', 'DELETE', `${ADDRESSES}/${erp.Id}`)).statusCode).toBe(404);
  });

  it('refuses a company user waiting for approval and a user without a company with 403', async () => {
    const before = await t.database.db.select().from(companyAddresses);
    expect((await as('waiting', 'POST', ADDRESSES, address)).statusCode).toBe(403);
    expect(await t.database.db.select().from(companyAddresses)).toHaveLength(before.length);
    const staff = await as('backoffice@airshop.example', 'POST', ADDRESSES, address);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toMatchObject({ code: 'forbidden' });
  });

  it('refuses a write from another site even with a valid session', async () => {
    const before = await t.database.db.select().from(companyAddresses);
    const response = await t.app.inject({
      method: 'POST',
      url: ADDRESSES,
      headers: {
        cookie: cookies['buyer@nordvent.example'] as string,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: JSON.stringify(address),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).not.toBe(201);
    expect(await t.database.db.select().from(companyAddresses)).toHaveLength(before.length);
  });
});
