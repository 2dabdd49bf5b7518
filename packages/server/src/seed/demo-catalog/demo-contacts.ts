import { t } from './families.ts';
import type { Prng } from './prng.ts';

/* Sales contacts for the demo: our own people and partner offices per country, found by country and application. */

const COUNTRIES: {
  code: string;
  name: ReturnType<typeof t>;
  phone: string;
  city: string;
  first: string[];
  last: string[];
}[] = [
  {
    code: 'SE',
    name: t('Sweden', 'Sverige', 'Schweden', 'Ruotsi', 'Suède'),
    phone: '+46',
    city: 'Växjö',
    first: ['Anna', 'Erik', 'Maja', 'Johan'],
    last: ['Lindqvist', 'Berg', 'Holm', 'Sundberg'],
  },
  {
    code: 'FI',
    name: t('Finland', 'Finland', 'Finnland', 'Suomi', 'Finlande'),
    phone: '+358',
    city: 'Tampere',
    first: ['Aino', 'Mikko', 'Sanna', 'Jussi'],
    last: ['Virtanen', 'Korhonen', 'Mäkelä', 'Laine'],
  },
  {
    code: 'DE',
    name: t('Germany', 'Tyskland', 'Deutschland', 'Saksa', 'Allemagne'),
    phone: '+49',
    city: 'Kassel',
    first: ['Jonas', 'Lena', 'Felix', 'Sophie'],
    last: ['Becker', 'Hoffmann', 'Krüger', 'Wagner'],
  },
  {
    code: 'AT',
    name: t('Austria', 'Österrike', 'Österreich', 'Itävalta', 'Autriche'),
    phone: '+43',
    city: 'Linz',
    first: ['Lukas', 'Hannah'],
    last: ['Gruber', 'Huber'],
  },
  {
    code: 'ES',
    name: t('Spain', 'Spanien', 'Spanien', 'Espanja', 'Espagne'),
    phone: '+34',
    city: 'Zaragoza',
    first: ['Lucía', 'Pablo'],
    last: ['García', 'Romero'],
  },
  {
    code: 'FR',
    name: t('France', 'Frankrike', 'Frankreich', 'Ranska', 'France'),
    phone: '+33',
    city: 'Lyon',
    first: ['Camille', 'Louis'],
    last: ['Martin', 'Lefèvre'],
  },
  {
    code: 'BE',
    name: t('Belgium', 'Belgien', 'Belgien', 'Belgia', 'Belgique'),
    phone: '+32',
    city: 'Gent',
    first: ['Lotte', 'Arne'],
    last: ['Peeters', 'Maes'],
  },
  {
    code: 'HU',
    name: t('Hungary', 'Ungern', 'Ungarn', 'Unkari', 'Hongrie'),
    phone: '+36',
    city: 'Győr',
    first: ['Levente', 'Réka'],
    last: ['Nagy', 'Kovács'],
  },
  {
    code: 'IT',
    name: t('Italy', 'Italien', 'Italien', 'Italia', 'Italie'),
    phone: '+39',
    city: 'Bergamo',
    first: ['Giulia', 'Marco'],
    last: ['Rossi', 'Bianchi'],
  },
  {
    code: 'NL',
    name: t('Netherlands', 'Nederländerna', 'Niederlande', 'Alankomaat', 'Pays-Bas'),
    phone: '+31',
    city: 'Utrecht',
    first: ['Daan', 'Sanne'],
    last: ['de Vries', 'Bakker'],
  },
  {
    code: 'PL',
    name: t('Poland', 'Polen', 'Polen', 'Puola', 'Pologne'),
    phone: '+48',
    city: 'Poznań',
    first: ['Kasia', 'Tomasz'],
    last: ['Nowak', 'Wiśniewski'],
  },
  {
    code: 'RO',
    name: t('Romania', 'Rumänien', 'Rumänien', 'Romania', 'Roumanie'),
    phone: '+40',
    city: 'Cluj-Napoca',
    first: ['Ioana', 'Andrei'],
    last: ['Popescu', 'Ionescu'],
  },
  {
    code: 'TR',
    name: t('Türkiye', 'Turkiet', 'Türkei', 'Turkki', 'Turquie'),
    phone: '+90',
    city: 'Bursa',
    first: ['Elif', 'Emre'],
    last: ['Yılmaz', 'Demir'],
  },
];

const APPLICATIONS: { key: string; value: ReturnType<typeof t> }[] = [
  { key: 'offices', value: t('Offices', 'Kontor', 'Büros', 'Toimistot', 'Bureaux') },
  { key: 'schools', value: t('Schools', 'Skolor', 'Schulen', 'Koulut', 'Écoles') },
  { key: 'healthcare', value: t('Healthcare', 'Vård', 'Gesundheitswesen', 'Terveydenhuolto', 'Santé') },
  { key: 'residential', value: t('Residential', 'Bostäder', 'Wohnbau', 'Asuinrakennukset', 'Résidentiel') },
  { key: 'industry', value: t('Industry', 'Industri', 'Industrie', 'Teollisuus', 'Industrie') },
  { key: 'retail', value: t('Retail', 'Handel', 'Handel', 'Kauppa', 'Commerce') },
];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/\s+/g, '');

export function demoSalesContacts(rng: Prng): unknown[] {
  const contacts: unknown[] = [];
  let sort = 0;
  for (const country of COUNTRIES) {
    const people = country.first.length >= 4 ? 2 : 1;
    for (let i = 0; i < people; i++) {
      const first = country.first[i] as string;
      const last = country.last[i] as string;
      const phone = `${country.phone} ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
      contacts.push({
        id: `${country.code.toLowerCase()}-sales-${i + 1}`,
        typeName: t(
          'Sales engineer',
          'Säljingenjör',
          'Vertriebsingenieur',
          'Myyntiinsinööri',
          'Ingénieur commercial',
        ),
        brands: ['Kvistra'],
        companyName: `Kvistra Air ${country.name.en}`,
        scope: t(`Sales ${country.name.en}`),
        role: t(i === 0 ? 'Air-handling units' : 'Fans and accessories'),
        personName: `${first} ${last}`,
        isPerson: true,
        isInternalContact: true,
        channels: [
          { type: 'Email', text: `${ascii(first)}.${ascii(last)}@kvistra-air.example` },
          { type: 'Phone', text: phone },
        ],
        filters: {
          Country: [country.code],
          Application: rng.some(
            APPLICATIONS.map((a) => a.key),
            i === 0 ? 4 : 3,
          ),
        },
        sort: sort++,
      });
    }
    contacts.push({
      id: `${country.code.toLowerCase()}-partner`,
      typeName: t('Distributor', 'Återförsäljare', 'Vertriebspartner', 'Jälleenmyyjä', 'Distributeur'),
      brands: ['Kvistra'],
      companyName: `${country.city} Ventilation Partners`,
      scope: t(`Distribution and service, ${country.name.en}`),
      isPerson: false,
      isInternalContact: false,
      channels: [
        { type: 'Phone', text: `${country.phone} ${rng.int(100, 999)} ${rng.int(1000, 9999)}` },
        {
          type: 'Fax',
          text: rng.chance(0.5) ? `${country.phone} ${rng.int(100, 999)} ${rng.int(1000, 9999)}` : '',
        },
        { type: 'Email', text: `info@${ascii(country.city)}-ventilation.example` },
        { type: 'Address', text: `Industrigatan ${rng.int(1, 60)}, ${country.city}` },
        { type: 'Website', text: `https://www.${ascii(country.city)}-ventilation.example` },
      ],
      filters: { Country: [country.code], Application: APPLICATIONS.map((a) => a.key) },
      sort: sort++,
    });
  }
  return contacts;
}

export function demoContactBlock(): unknown {
  return {
    id: 'default',
    contactsTitle: t(
      'Find your sales contact',
      'Hitta din säljkontakt',
      'Ihr Ansprechpartner',
      'Löydä myyjäsi',
      'Trouvez votre contact',
    ),
    contactsSubtitle: t('Our people and partners near you'),
    contactsDescription: t('Choose your country and the kind of building, and we show who can help.'),
    defaultCountry: 'SE',
    filters: [
      { type: 'Country', values: COUNTRIES.map((c) => ({ key: c.code, value: c.name })) },
      { type: 'Application', values: APPLICATIONS },
    ],
    servicesTitle: t('Services', 'Tjänster', 'Service', 'Palvelut', 'Services'),
    servicesSubtitle: t('From planning to maintenance'),
    servicesDescription: t('Selection support, commissioning and service agreements for every Kvistra unit.'),
    servicesLinks: [
      {
        url: '/en/services/selection',
        icon: 'calculator',
        text: t('Selection support', 'Dimensioneringshjälp', 'Auslegungshilfe'),
      },
      {
        url: '/en/services/commissioning',
        icon: 'wrench',
        text: t('Commissioning', 'Driftsättning', 'Inbetriebnahme'),
      },
      {
        url: '/en/services/agreements',
        icon: 'shield',
        text: t('Service agreements', 'Serviceavtal', 'Wartungsverträge'),
      },
    ],
  };
}
