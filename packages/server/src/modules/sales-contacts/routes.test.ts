import {
  type Contact,
  contactBlockSchema,
  contactListSchema,
  salesContactsIndexSchema,
} from '@airshop/domain/catalog/sales-contacts';
import { errorBodySchema } from '@airshop/domain/site/errors';
import { like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactBlocks, salesContacts } from '../../db/schema.ts';
import { storageFor } from '../../platform/storage.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { clearContactBlockCache } from './contact-block.ts';

const t = useTestApp();
let dispose = () => {};
let rows: (typeof salesContacts.$inferSelect)[] = [];

beforeAll(async () => {
  // The app's own storage, so the contacts' image URLs can be fetched through /media.
  const catalog = await loadTestCatalog(t.database.db, { storage: storageFor(t.config.DATA_DIR) });
  expect(catalog.report.problems).toEqual([]);
  dispose = catalog.dispose;
  rows = await t.database.db.select().from(salesContacts);
}, 120_000);
afterAll(() => dispose());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The ids the database says a search by country and application must find, internal contacts first. */
function expectedIds(country: string, application: string): string[] {
  return rows
    .filter((r) => r.filters.Country?.includes(country) && r.filters.Application?.includes(application))
    .sort(
      (a, b) =>
        Number(b.isInternalContact) - Number(a.isInternalContact) ||
        a.sortOrder - b.sortOrder ||
        a.id.localeCompare(b.id),
    )
    .map((r) => r.id);
}

const contactsUrl = (query: string) => `/api/v1/SalesContacts/Contacts?${query}`;
const SE_OFFICES = 'filter1Type=Country&filter1Value=SE&filter2Type=Application&filter2Value=offices';

function expectValidationError(response: { statusCode: number; json(): unknown }, paths: string[][]) {
  expect(response.statusCode).toBe(400);
  const body = errorBodySchema.parse(response.json());
  expect(body.code).toBe('validation_failed');
  expect((body.details as { path: string[] }[]).map((d) => d.path)).toEqual(paths);
}

describe('the demo contacts', () => {
  it('hold internal people and external offices in every country, with every channel type', () => {
    const countries = new Set(rows.flatMap((r) => r.filters.Country ?? []));
    expect(countries.size).toBeGreaterThanOrEqual(10);
    for (const country of countries) {
      const own = rows.filter((r) => r.filters.Country?.includes(country));
      expect(own.some((r) => r.isInternalContact && r.isPerson)).toBe(true);
      expect(own.some((r) => !r.isInternalContact)).toBe(true);
    }
    const types = new Set(rows.flatMap((r) => r.channels.map((c) => c.type)));
    expect([...types].sort()).toEqual(['Address', 'Email', 'Fax', 'Phone', 'Website']);
  });
});

describe('GET /api/v1/SalesContacts/ContactBlock', () => {
  it('answers the block with its filters and services in English', async () => {
    const response = await get('/api/v1/SalesContacts/ContactBlock');
    expect(response.statusCode).toBe(200);
    const block = contactBlockSchema.parse(response.json());
    expect(block).toMatchObject({
      ContactsTitle: 'Find your sales contact',
      DefaultCountry: 'SE',
      Filter1Type: 'Country',
      Filter2Type: 'Application',
      Filter3Type: null,
      Filter3Values: [],
      ServicesTitle: 'Services',
    });
    expect(block.Filter1Values).toContainEqual({ Key: 'SE', Value: 'Sweden' });
    expect(block.Filter2Values).toContainEqual({ Key: 'healthcare', Value: 'Healthcare' });
    expect(block.ServicesLinks[0]).toEqual({
      Url: 'https://www.kvistra-air.example/en/services/selection',
      Icon: 'calculator',
      Text: 'Selection support',
    });
  });

  it('is in the language of x-lang, a regional locale falling back to its language', async () => {
    const sv = contactBlockSchema.parse(
      (await get('/api/v1/SalesContacts/ContactBlock', { 'x-lang': 'sv' })).json(),
    );
    expect(sv.ContactsTitle).toBe('Hitta din säljkontakt');
    expect(sv.Filter1Values).toContainEqual({ Key: 'SE', Value: 'Sverige' });
    expect(sv.Filter2Values).toContainEqual({ Key: 'healthcare', Value: 'Vård' });
    expect(sv.ServicesLinks[0]).toMatchObject({
      Url: 'https://www.kvistra-air.example/sv/services/selection',
      Text: 'Dimensioneringshjälp',
    });

    const deAt = contactBlockSchema.parse(
      (await get('/api/v1/SalesContacts/ContactBlock', { 'x-lang': 'de-AT' })).json(),
    );
    expect(deAt.ContactsTitle).toBe('Finden Sie Ihren Ansprechpartner');
    expect(deAt.Filter1Values).toContainEqual({ Key: 'AT', Value: 'Österreich' });
    expect(deAt.ServicesLinks[0]?.Url).toBe('https://www.kvistra-air.example/de-AT/services/selection');
  });
});

describe('GET /api/v1/SalesContacts/Contacts', () => {
  it('finds the contacts of both filters, our people first, in the editor’s order', async () => {
    const response = await get(contactsUrl(SE_OFFICES));
    expect(response.statusCode).toBe(200);
    const contacts = contactListSchema.parse(response.json());
    const ids = contacts.map((c) => c.ContactId);
    expect(ids).toEqual(expectedIds('SE', 'offices'));
    expect(contacts.some((c) => c.IsInternalContact)).toBe(true);
    expect(contacts.some((c) => !c.IsInternalContact)).toBe(true);
    const firstExternal = contacts.findIndex((c) => !c.IsInternalContact);
    expect(contacts.slice(firstExternal).every((c) => !c.IsInternalContact)).toBe(true);
  });

  it('sends people with their portrait at the contact size, which /media serves', async () => {
    const contacts = contactListSchema.parse((await get(contactsUrl(SE_OFFICES))).json());
    const person = contacts.find((c) => c.IsPerson) as Contact;
    expect(person.PersonName).toMatch(/^\S+ \S+/);
    expect(person.Image).toMatch(/^\/media\/300x300\/.+\.png$/);
    const image = await get(person.Image as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    const office = contacts.find((c) => !c.IsPerson) as Contact;
    expect(office.Image).toBeNull();
    expect(office.PersonName).toBeNull();
  });

  it('leaves out channels whose text is empty or blank', async () => {
    const withBlank = rows.filter((r) => r.channels.some((c) => c.text.trim() === ''));
    expect(withBlank.length).toBeGreaterThan(0);
    for (const country of ['SE', 'DE', 'FR', 'NL']) {
      for (const application of ['offices', 'healthcare', 'industry']) {
        const response = await get(contactsUrl(`filter1Value=${country}&filter2Value=${application}`));
        const contacts = contactListSchema.parse(response.json());
        for (const contact of contacts) {
          const row = rows.find((r) => r.id === contact.ContactId);
          const filled = row?.channels.filter((c) => c.text.trim() !== '') ?? [];
          expect(contact.ContactChannels).toEqual(
            filled.map((c) => ({ ContactChannelType: c.type, Text: c.text.trim() })),
          );
          expect(contact.ContactChannels.every((c) => c.Text.trim() !== '')).toBe(true);
        }
      }
    }
    const blankIds = new Set(withBlank.map((r) => r.id));
    const all = contactListSchema.parse((await get(contactsUrl(SE_OFFICES))).json());
    expect(all.some((c) => blankIds.has(c.ContactId))).toBe(true);
  });

  it('sends texts in the visitor’s language', async () => {
    const sv = contactListSchema.parse((await get(contactsUrl(SE_OFFICES), { 'x-lang': 'sv' })).json());
    const salesEngineer = sv.find((c) => c.IsPerson && c.TypeName === 'Säljingenjör');
    expect(salesEngineer?.Scope).toBe('Försäljning, Sverige');
    const en = contactListSchema.parse((await get(contactsUrl(SE_OFFICES))).json());
    expect(en.find((c) => c.ContactId === salesEngineer?.ContactId)).toMatchObject({
      TypeName: 'Sales engineer',
      Scope: 'Sales, Sweden',
    });
  });

  it('takes filter values in any case and filter types that are the block’s', async () => {
    const lower = await get(contactsUrl('filter1Value=se&filter2Value=OFFICES'));
    expect(lower.statusCode).toBe(200);
    expect(contactListSchema.parse(lower.json()).map((c) => c.ContactId)).toEqual(
      expectedIds('SE', 'offices'),
    );
  });

  it('takes the form’s empty parameters as not sent', async () => {
    const all = await get(contactsUrl(`${SE_OFFICES}&filter3Type=&filter3Value=`));
    expect(all.statusCode).toBe(200);
    expect(contactListSchema.parse(all.json()).map((c) => c.ContactId)).toEqual(expectedIds('SE', 'offices'));
    expectValidationError(
      await get(contactsUrl('filter1Type=Country&filter1Value=SE&filter2Type=Application&filter2Value=')),
      [['filter2Value']],
    );
  });

  it('requires a value for every filter of the block, naming the missing one', async () => {
    expectValidationError(await get(contactsUrl('filter1Type=Country&filter1Value=SE')), [['filter2Value']]);
    expectValidationError(await get(contactsUrl('filter2Type=Application&filter2Value=offices')), [
      ['filter1Value'],
    ]);
    expectValidationError(await get('/api/v1/SalesContacts/Contacts'), [['filter1Value'], ['filter2Value']]);
  });

  it('rejects a filter type that is not the block’s and a filter the block does not have', async () => {
    expectValidationError(
      await get(contactsUrl('filter1Type=Application&filter1Value=SE&filter2Value=offices')),
      [['filter1Type']],
    );
    expectValidationError(await get(contactsUrl(`${SE_OFFICES}&filter3Type=Brand&filter3Value=Kvistra`)), [
      ['filter3Type'],
      ['filter3Value'],
    ]);
  });

  it('rejects a malformed value with the error body', async () => {
    const response = await get(contactsUrl('filter1Value=S%20E!&filter2Value=offices'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ in: 'querystring', path: ['filter1Value'] }],
    });
  });

  it('answers 204 for a well-formed value that is none of the filter’s keys', async () => {
    expect((await get(contactsUrl('filter1Value=XX&filter2Value=offices'))).statusCode).toBe(204);
    expect((await get(contactsUrl('filter1Value=SE&filter2Value=spaceports'))).statusCode).toBe(204);
  });
});

describe('GET /api/v1/SalesContacts/Index', () => {
  it('lists the countries and application areas in the block’s order, with the default country', async () => {
    const response = await get('/api/v1/SalesContacts/Index');
    expect(response.statusCode).toBe(200);
    const index = salesContactsIndexSchema.parse(response.json());
    expect(index.ContactsTitle).toBe('Find your sales contact');
    expect(index.DefaultCountry).toBe('SE');
    const [block] = await t.database.db.select().from(contactBlocks);
    const keysOf = (type: string) => block?.filters.find((f) => f.type === type)?.values.map((v) => v.key);
    expect(index.Countries.map((c) => c.Key)).toEqual(keysOf('Country'));
    expect(index.ApplicationAreas.map((a) => a.Key)).toEqual(keysOf('Application'));
    expect(index.Countries).toContainEqual({ Key: 'FI', Value: 'Finland' });
  });

  it('names them in the visitor’s language', async () => {
    const index = salesContactsIndexSchema.parse(
      (await get('/api/v1/SalesContacts/Index', { 'x-lang': 'fi' })).json(),
    );
    expect(index.ContactsTitle).toBe('Löydä myyntiyhteyshenkilösi');
    expect(index.Countries).toContainEqual({ Key: 'FI', Value: 'Suomi' });
    expect(index.ApplicationAreas).toContainEqual({ Key: 'schools', Value: 'Koulut' });
  });
});

describe('GET /api/v1/SalesContacts and /SalesContacts/Countries/{c}', () => {
  it('finds the contacts of a country and application area, as the contact block’s search does', async () => {
    const response = await get('/api/v1/SalesContacts/Countries/de?applicationArea=healthcare');
    expect(response.statusCode).toBe(200);
    const ids = contactListSchema.parse(response.json()).map((c) => c.ContactId);
    expect(ids).toEqual(expectedIds('DE', 'healthcare'));
    const viaBlock = await get(contactsUrl('filter1Value=DE&filter2Value=healthcare'));
    expect(contactListSchema.parse(viaBlock.json()).map((c) => c.ContactId)).toEqual(ids);
  });

  it('answers the empty list (204) unless both country and application area are given', async () => {
    expect((await get('/api/v1/SalesContacts')).statusCode).toBe(204);
    expect((await get('/api/v1/SalesContacts?applicationArea=offices')).statusCode).toBe(204);
    expect((await get('/api/v1/SalesContacts/Countries/SE')).statusCode).toBe(204);
    expect((await get('/api/v1/SalesContacts/Countries/SE?applicationArea=')).statusCode).toBe(204);
  });

  it('answers 204 for a well-formed country or area nobody covers', async () => {
    expect((await get('/api/v1/SalesContacts/Countries/JP?applicationArea=offices')).statusCode).toBe(204);
    expect((await get('/api/v1/SalesContacts/Countries/SE?applicationArea=spaceports')).statusCode).toBe(204);
  });

  it('rejects a malformed country code or area with the error body', async () => {
    const country = await get('/api/v1/SalesContacts/Countries/SWE?applicationArea=offices');
    expect(country.statusCode).toBe(400);
    expect(country.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ in: 'params', path: ['c'] }],
    });
    const area = await get('/api/v1/SalesContacts/Countries/SE?applicationArea=a%20b');
    expect(area.statusCode).toBe(400);
    expect(area.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ in: 'querystring', path: ['applicationArea'] }],
    });
    expectValidationError(await get('/api/v1/SalesContacts?applicationArea=%3Cscript%3E'), [
      ['applicationArea'],
    ]);
  });
});

describe('API documentation', () => {
  it('describes the sales-contact and CollectMail routes with their schemas', async () => {
    const doc = (await get('/api/docs/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/SalesContacts/ContactBlock',
        '/api/v1/SalesContacts/Contacts',
        '/api/v1/SalesContacts/Index',
        '/api/v1/SalesContacts',
        '/api/v1/SalesContacts/Countries/{c}',
        '/api/v1/Customer/CollectMail',
      ]),
    );
    for (const id of ['Contact', 'ContactBlock', 'SalesContactsIndex', 'CollectMail']) {
      expect(doc.components.schemas).toHaveProperty(id);
    }
    const contacts = doc.paths['/api/v1/SalesContacts/Contacts'].get;
    expect(contacts.parameters.map((p: { name: string }) => p.name)).toContain('filter2Value');
  });
});

// These change the data, so they run last.
describe('when the catalogue changes', () => {
  it('offers in the index only countries some contact is found by', async () => {
    const { db } = t.database;
    await db.delete(salesContacts).where(or(like(salesContacts.id, 'tr-%'), like(salesContacts.id, 'se-%')));
    const index = salesContactsIndexSchema.parse((await get('/api/v1/SalesContacts/Index')).json());
    const keys = index.Countries.map((c) => c.Key);
    expect(keys).not.toContain('TR');
    expect(keys).toContain('FI');
    // The block's default country has nobody left, so nothing is pre-selected.
    expect(index.DefaultCountry).toBeNull();
    expect((await get(contactsUrl('filter1Value=TR&filter2Value=offices'))).statusCode).toBe(204);
  });

  it('answers 204 everywhere, and 400 to any filter, without a contact block', async () => {
    await t.database.db.delete(contactBlocks);
    clearContactBlockCache();
    expect((await get('/api/v1/SalesContacts/ContactBlock')).statusCode).toBe(204);
    expect((await get('/api/v1/SalesContacts/Index')).statusCode).toBe(204);
    expect((await get('/api/v1/SalesContacts/Contacts')).statusCode).toBe(204);
    expectValidationError(await get(contactsUrl('filter1Value=FI')), [['filter1Value']]);
    // The finder page's search does not depend on the block.
    expect((await get('/api/v1/SalesContacts/Countries/FI?applicationArea=offices')).statusCode).toBe(200);
  });
});
