import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LIMITS,
  addressBodySchema,
  addressParamsSchema,
  addressTypeListSchema,
  formatAddressTypes,
  parseAddressTypes,
} from './addresses.ts';

const valid = {
  Name: 'Site office Hammarby',
  Line1: 'Lumagatan 4',
  PostalCode: '120 64',
  City: 'Stockholm',
  CountryCode: 'se',
};

describe('AddressType lists', () => {
  it('take comma-separated types of the closed set, with blanks, and answer one spelling', () => {
    expect(parseAddressTypes('Shipping')).toEqual(['Shipping']);
    expect(parseAddressTypes(' Billing , Shipping')).toEqual(['Shipping', 'Billing']);
    expect(addressTypeListSchema.parse('Visiting,Shipping,Postal')).toBe('Shipping,Postal,Visiting');
    expect(formatAddressTypes(['Billing', 'Shipping'])).toBe('Shipping,Billing');
  });

  it('refuse unknown, repeated, empty and wrongly cased types', () => {
    for (const bad of [
      '',
      'Shipping,',
      'Home',
      'shipping',
      'Shipping,Shipping',
      ',Billing',
      'Shipping;Billing',
    ]) {
      expect(parseAddressTypes(bad), bad).toBeUndefined();
      expect(addressTypeListSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('address bodies', () => {
  it('trim texts, upper-case the country and make blank optional fields null', () => {
    expect(addressBodySchema.parse({ ...valid, Name: '  Site office  ', Line2: '  ', Phone: '' })).toEqual({
      Name: 'Site office',
      Line1: 'Lumagatan 4',
      Line2: null,
      PostalCode: '120 64',
      City: 'Stockholm',
      CountryCode: 'SE',
      Phone: null,
    });
    expect(addressBodySchema.parse({ ...valid, Line2: 'Gate 3', Phone: '+46 8 123 456' })).toMatchObject({
      Line2: 'Gate 3',
      Phone: '+46 8 123 456',
    });
  });

  it('ignore the fields the server owns', () => {
    const parsed = addressBodySchema.parse({ ...valid, Id: 'x', IsEditable: false, AddressType: 'Billing' });
    expect(parsed).not.toHaveProperty('Id');
    expect(parsed).not.toHaveProperty('IsEditable');
    expect(parsed).not.toHaveProperty('AddressType');
  });

  it('refuse missing and blank required fields, texts over their limits, bad countries and phones', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, Name: '   ' }, 'Name'],
      [{ ...valid, Line1: undefined }, 'Line1'],
      [{ ...valid, City: 'x'.repeat(ADDRESS_LIMITS.City + 1) }, 'City'],
      [{ ...valid, PostalCode: '1'.repeat(ADDRESS_LIMITS.PostalCode + 1) }, 'PostalCode'],
      [{ ...valid, Line2: 'x'.repeat(ADDRESS_LIMITS.Line2 + 1) }, 'Line2'],
      [{ ...valid, CountryCode: 'SWE' }, 'CountryCode'],
      [{ ...valid, Phone: 'call me' }, 'Phone'],
      [{ ...valid, Phone: 42 }, 'Phone'],
    ];
    for (const [body, field] of cases) {
      const result = addressBodySchema.safeParse(body);
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path, field).toEqual([field]);
    }
  });

  it('need a non-empty id in the path', () => {
    expect(addressParamsSchema.safeParse({ id: '' }).success).toBe(false);
    expect(addressParamsSchema.safeParse({ id: '  ' }).success).toBe(false);
    expect(addressParamsSchema.parse({ id: ' abc ' })).toEqual({ id: 'abc' });
  });
});
