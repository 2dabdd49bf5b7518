import { describe, expect, it } from 'vitest';
import {
  COLLECT_MAIL_MAX_LENGTH,
  collectMailBodySchema,
  contactsQuerySchema,
  countryCodeSchema,
  presentParam,
  salesContactsQuerySchema,
} from './sales-contacts.ts';

describe('sales-contact query schemas', () => {
  it('take country codes of two letters in any case, as upper case', () => {
    expect(countryCodeSchema.parse('se')).toBe('SE');
    expect(countryCodeSchema.parse('FI')).toBe('FI');
    for (const bad of ['SWE', 'S', 'S1', '', 'ö1'])
      expect(countryCodeSchema.safeParse(bad).success).toBe(false);
  });

  it('take filter keys of letters, digits, - and _ up to 64 characters, and empty ones as not sent', () => {
    expect(contactsQuerySchema.parse({ filter1Value: 'data-centres', filter2Value: '' })).toEqual({
      filter1Value: 'data-centres',
      filter2Value: '',
    });
    expect(presentParam('')).toBeUndefined();
    expect(presentParam('SE')).toBe('SE');
    expect(salesContactsQuerySchema.safeParse({ applicationArea: 'x'.repeat(64) }).success).toBe(true);
    for (const bad of ['x'.repeat(65), 'a b', '<script>', 'ö']) {
      expect(salesContactsQuerySchema.safeParse({ applicationArea: bad }).success).toBe(false);
      expect(contactsQuerySchema.safeParse({ filter1Value: bad }).success).toBe(false);
    }
  });
});

describe('the CollectMail body', () => {
  it('is an e-mail address, bare or as { Email }', () => {
    expect(collectMailBodySchema.parse('anna@kvistra-air.example')).toBe('anna@kvistra-air.example');
    expect(collectMailBodySchema.parse({ Email: 'anna@kvistra-air.example' })).toEqual({
      Email: 'anna@kvistra-air.example',
    });
  });

  it(`is at most ${COLLECT_MAIL_MAX_LENGTH} characters and a valid address`, () => {
    const domain = '@kvistra-air.example';
    const longest = `${'a'.repeat(COLLECT_MAIL_MAX_LENGTH - domain.length)}${domain}`;
    expect(collectMailBodySchema.safeParse(longest).success).toBe(true);
    expect(collectMailBodySchema.safeParse(`a${longest}`).success).toBe(false);
    for (const bad of [
      'anna',
      'anna@',
      '',
      { Email: 'x y@z.example' },
      { email: 'anna@kvistra-air.example' },
    ]) {
      expect(collectMailBodySchema.safeParse(bad).success).toBe(false);
    }
  });
});
