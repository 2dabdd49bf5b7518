import { describe, expect, it } from 'vitest';
import {
  contactHeading,
  contactsQueryOf,
  displayUrl,
  fetchFailedMessage,
  finderFilters,
  hasServicesBlock,
  initialFilterValues,
  shownChannels,
  shownServicesLinks,
  splitContacts,
  telHref,
  validateFilterValues,
} from './contact-finder.ts';
import type { Contact, ContactBlock } from './sales-contacts.ts';

const countries = [
  { Key: 'SE', Value: 'Sweden' },
  { Key: 'FI', Value: 'Finland' },
];
const applications = [
  { Key: 'offices', Value: 'Offices' },
  { Key: 'schools', Value: 'Schools' },
];

function block(overrides: Partial<ContactBlock> = {}): ContactBlock {
  return {
    ContactsTitle: 'Find your sales contact',
    ContactsSubtitle: null,
    ContactsDescription: null,
    DefaultCountry: 'SE',
    Filter1Type: 'Country',
    Filter1Values: countries,
    Filter2Type: 'Application',
    Filter2Values: applications,
    Filter3Type: null,
    Filter3Values: [],
    ServicesTitle: 'Services',
    ServicesSubtitle: null,
    ServicesDescription: null,
    ServicesLinks: [],
    ...overrides,
  };
}

function contact(id: string, internal: boolean, channels: Contact['ContactChannels'] = []): Contact {
  return {
    ContactId: id,
    TypeName: 'Sales engineer',
    Brands: [],
    CompanyName: 'Kvistra Air Sweden',
    Scope: null,
    Role: null,
    PersonName: internal ? 'Anna Berg' : null,
    Image: null,
    IsPerson: internal,
    IsInternalContact: internal,
    ContactChannels: channels,
  };
}

describe('the filters of the sales-contact form', () => {
  it('has one select per filter whose type is not null, in order', () => {
    expect(finderFilters(block()).map((f) => [f.field, f.typeParam, f.type])).toEqual([
      ['filter1Value', 'filter1Type', 'Country'],
      ['filter2Value', 'filter2Type', 'Application'],
    ]);
    const gap = block({ Filter1Type: null, Filter1Values: [], Filter3Type: 'Brand', Filter3Values: [] });
    expect(finderFilters(gap).map((f) => f.field)).toEqual(['filter2Value', 'filter3Value']);
    expect(finderFilters(block({ Filter1Type: null, Filter2Type: null }))).toEqual([]);
  });

  it('pre-selects DefaultCountry when filter 1 is a country, as the block spells the key', () => {
    expect(initialFilterValues(block())).toEqual({ filter1Value: 'SE', filter2Value: '' });
    expect(initialFilterValues(block({ DefaultCountry: 'fi' }))).toEqual({
      filter1Value: 'FI',
      filter2Value: '',
    });
  });

  it('pre-selects nothing when the default is not offered, missing, or filter 1 is not a country', () => {
    expect(initialFilterValues(block({ DefaultCountry: 'DE' })).filter1Value).toBe('');
    expect(initialFilterValues(block({ DefaultCountry: null })).filter1Value).toBe('');
    const swapped = block({
      Filter1Type: 'Application',
      Filter1Values: applications,
      Filter2Type: 'Country',
      Filter2Values: countries,
    });
    expect(initialFilterValues(swapped)).toEqual({ filter1Value: '', filter2Value: '' });
    const noFirst = block({ Filter1Type: null, Filter1Values: [] });
    expect(initialFilterValues(noFirst)).toEqual({ filter2Value: '' });
  });

  it('requires every present filter and only values the block offers', () => {
    const filters = finderFilters(block());
    expect(validateFilterValues(filters, { filter1Value: 'SE', filter2Value: 'offices' })).toEqual([]);
    expect(validateFilterValues(filters, { filter1Value: 'SE', filter2Value: ' ' })).toEqual([
      { code: 'too_small', path: ['filter2Value'] },
    ]);
    expect(validateFilterValues(filters, {})).toEqual([
      { code: 'too_small', path: ['filter1Value'] },
      { code: 'too_small', path: ['filter2Value'] },
    ]);
    expect(validateFilterValues(filters, { filter1Value: 'XX', filter2Value: 'offices' })).toEqual([
      { code: 'invalid_value', path: ['filter1Value'] },
    ]);
  });

  it('sends each present filter with its type and key', () => {
    const filters = finderFilters(block());
    expect(contactsQueryOf(filters, { filter1Value: 'SE', filter2Value: 'offices' })).toEqual({
      filter1Type: 'Country',
      filter1Value: 'SE',
      filter2Type: 'Application',
      filter2Value: 'offices',
    });
  });
});

describe('the results', () => {
  it('splits our people from offices and external contacts, keeping the order', () => {
    const list = [contact('a', true), contact('b', false), contact('c', true), contact('d', false)];
    const { internal, external } = splitContacts(list);
    expect(internal.map((c) => c.ContactId)).toEqual(['a', 'c']);
    expect(external.map((c) => c.ContactId)).toEqual(['b', 'd']);
    expect(splitContacts([])).toEqual({ internal: [], external: [] });
  });

  it('hides channels with empty text and links e-mail, phone and safe websites', () => {
    const shown = shownChannels(
      contact('a', false, [
        { ContactChannelType: 'Email', Text: ' sales.se@kvistra-air.example ' },
        { ContactChannelType: 'Phone', Text: '+46 (0)31-123 45 67' },
        { ContactChannelType: 'Phone', Text: '  ' },
        { ContactChannelType: 'Fax', Text: '+46 31 123 45 68' },
        { ContactChannelType: 'Address', Text: 'Industrivägen 12, Göteborg' },
        { ContactChannelType: 'Website', Text: 'https://www.kvistra-air.example/se' },
        { ContactChannelType: 'Website', Text: '' },
      ]),
    );
    expect(shown).toEqual([
      { type: 'Email', text: 'sales.se@kvistra-air.example', href: 'mailto:sales.se@kvistra-air.example' },
      { type: 'Phone', text: '+46 (0)31-123 45 67', href: 'tel:+460311234567' },
      { type: 'Fax', text: '+46 31 123 45 68', href: null },
      { type: 'Address', text: 'Industrivägen 12, Göteborg', href: null },
      {
        type: 'Website',
        text: 'https://www.kvistra-air.example/se',
        href: 'https://www.kvistra-air.example/se',
      },
    ]);
  });

  it('never links an unsafe website, a site path or an e-mail text that could carry more than an address', () => {
    const shown = shownChannels(
      contact('a', false, [
        { ContactChannelType: 'Website', Text: 'javascript:alert(1)' },
        { ContactChannelType: 'Website', Text: '/en/contact' },
        { ContactChannelType: 'Email', Text: 'a@b.example?bcc=c@d.example' },
        { ContactChannelType: 'Email', Text: 'not an address' },
        { ContactChannelType: 'Phone', Text: 'ask at the desk' },
      ]),
    );
    expect(shown.map((c) => c.href)).toEqual([null, null, null, null, null]);
  });

  it('dials only numbers', () => {
    expect(telHref('+358 9 123 4567')).toBe('tel:+35891234567');
    expect(telHref('12')).toBeNull();
    expect(telHref('call us')).toBeNull();
  });

  it('names a card after the person, else the company, and shows websites without the scheme', () => {
    expect(contactHeading({ PersonName: 'Anna Berg', CompanyName: 'Kvistra' })).toBe('Anna Berg');
    expect(contactHeading({ PersonName: null, CompanyName: 'Kvistra' })).toBe('Kvistra');
    expect(contactHeading({ PersonName: ' ', CompanyName: 'Kvistra' })).toBe('Kvistra');
    expect(displayUrl('https://www.kvistra-air.example/')).toBe('www.kvistra-air.example');
  });
});

describe('the services block', () => {
  it('shows only safe links with a text, and tells external ones', () => {
    const links = shownServicesLinks({
      ServicesLinks: [
        { Url: '/en/services/selection', Icon: 'calculator', Text: 'Selection support' },
        { Url: 'https://service.example/book', Icon: ' wrench ', Text: 'Book service' },
        { Url: 'javascript:alert(1)', Icon: 'shield', Text: 'Bad' },
        { Url: '/en/services/empty', Icon: 'shield', Text: ' ' },
      ],
    });
    expect(links).toEqual([
      { url: '/en/services/selection', icon: 'calculator', text: 'Selection support', external: false },
      { url: 'https://service.example/book', icon: 'wrench', text: 'Book service', external: true },
    ]);
  });

  it('exists with a title or a link to show', () => {
    expect(hasServicesBlock({ ServicesTitle: 'Services', ServicesLinks: [] })).toBe(true);
    expect(hasServicesBlock({ ServicesTitle: null, ServicesLinks: [] })).toBe(false);
    expect(
      hasServicesBlock({ ServicesTitle: null, ServicesLinks: [{ Url: '/x', Icon: '', Text: 'X' }] }),
    ).toBe(true);
  });
});

describe('a failed contact fetch', () => {
  it('is logged with the status text and number', () => {
    expect(fetchFailedMessage(500)).toBe('Fetching data failed: Internal Server Error (500)');
    expect(fetchFailedMessage(429)).toBe('Fetching data failed: Too Many Requests (429)');
    expect(fetchFailedMessage(599)).toBe('Fetching data failed: Server Error (599)');
    expect(fetchFailedMessage(418, "I'm a teapot")).toBe("Fetching data failed: I'm a teapot (418)");
    expect(fetchFailedMessage(0, 'Failed to fetch')).toBe('Fetching data failed: Failed to fetch (0)');
  });
});
