import { LOCALES } from '@airshop/domain/i18n/locales';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contactBlockRecord, salesContactRecord } from '../../modules/catalog-import/format.ts';
import { demoContactBlock, demoContactPortraits, demoSalesContacts } from './demo-contacts.ts';
import { Prng } from './prng.ts';

const contacts = demoSalesContacts(new Prng(42)).map((c) => salesContactRecord.parse(c));
const block = contactBlockRecord.parse(demoContactBlock());

describe('demo sales contacts', () => {
  it('are the same for the same seed and unique by id', () => {
    expect(demoSalesContacts(new Prng(42))).toEqual(demoSalesContacts(new Prng(42)));
    expect(new Set(contacts.map((c) => c.id)).size).toBe(contacts.length);
  });

  it('have our people and an external office for every country and application of the block', () => {
    const [countries, applications] = block.filters;
    expect(countries?.type).toBe('Country');
    expect(applications?.type).toBe('Application');
    for (const { key: country } of countries?.values ?? []) {
      for (const { key: application } of applications?.values ?? []) {
        const found = contacts.filter(
          (c) => c.filters.Country?.includes(country) && c.filters.Application?.includes(application),
        );
        expect(found.some((c) => c.isInternalContact && c.isPerson)).toBe(true);
        expect(found.some((c) => !c.isInternalContact)).toBe(true);
      }
    }
  });

  it('name countries in every locale of the site and write the other texts in each language', () => {
    for (const { value } of block.filters[0]?.values ?? []) {
      for (const locale of LOCALES.filter((l) => !l.includes('-')))
        expect((value as Record<string, string>)[locale]).toBeTruthy();
    }
    for (const { value } of block.filters[1]?.values ?? []) expect(Object.keys(value)).toHaveLength(12);
  });

  it('give every person a drawn 300 × 300 portrait', async () => {
    const portraits = new Map(demoContactPortraits().map((p) => [p.file, p]));
    const people = contacts.filter((c) => c.isPerson);
    expect(people.length).toBe(portraits.size);
    for (const person of people) expect(portraits.has(person.image?.file as string)).toBe(true);
    const first = [...portraits.values()][0];
    const meta = await sharp(await first?.render()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 300]);
  });
});
