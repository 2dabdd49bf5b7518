import { intlTag, LOCALES } from '@airshop/domain/i18n/locales';
import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import sharp from 'sharp';
import type { Prng } from './prng.ts';

/*
 * Sales contacts for the demo, found by country and application (the contact block's two filters): per
 * country our own people (sales engineers, a service engineer, in the larger markets a key-account manager),
 * our sales office, a distributor and in some countries a service partner. Every channel type occurs, and
 * some channels are blank on purpose — a CMS field left empty — because the API must leave them out.
 */

/** The languages the demo writes texts in; de-AT, fr-BE and nl-BL fall back to de, fr and nl. */
const LANGUAGES = ['en', 'sv', 'fi', 'de', 'es', 'fr', 'hu', 'it', 'nl', 'pl', 'ro', 'tr'] as const;

/** A text in every demo language: `'Offices|Kontor|…'`, separated by | in the order of LANGUAGES. */
function l(texts: string): LocalizedText {
  const parts = texts.split('|');
  if (parts.length !== LANGUAGES.length)
    throw new Error(`${parts.length} texts, not ${LANGUAGES.length}: ${texts}`);
  return Object.fromEntries(LANGUAGES.map((language, i) => [language, parts[i]])) as LocalizedText;
}

/** Joins texts language by language: `joined(SALES, ', ', countryName)` is "Sales, Sweden", "Försäljning, Sverige"… */
function joined(a: LocalizedText, separator: string, b: LocalizedText): LocalizedText {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, `${a[language] ?? a.en}${separator}${b[language] ?? b.en}`]),
  ) as LocalizedText;
}

const regionNames = new Map(
  LOCALES.map((locale) => [locale, new Intl.DisplayNames([intlTag(locale)], { type: 'region' })]),
);

/** The country's name in every locale of the site, from the runtime's CLDR data; only where it differs from the base language. */
function countryName(code: string): LocalizedText {
  const names: Record<string, string> = {};
  for (const [locale, display] of regionNames) {
    const name = display.of(code) ?? code;
    const base = locale.split('-')[0] as string;
    if (locale === base || names[base] !== name) names[locale] = name;
  }
  return names as LocalizedText;
}

interface Country {
  code: string;
  phone: string;
  first: string[];
  last: string[];
  /** Our sales office. */
  office: string;
  /** The distributor: company, address, web domain. */
  distributor: [string, string, string];
  /** A service partner where the market has one. */
  servicePartner?: [string, string, string];
}

const COUNTRIES: Country[] = [
  {
    code: 'SE',
    phone: '+46',
    first: ['Anna', 'Erik', 'Maja', 'Johan'],
    last: ['Lindqvist', 'Berg', 'Holm', 'Sundberg'],
    office: 'Sveavägen 44, 111 34 Stockholm',
    distributor: [
      'Småland Ventilation AB',
      'Norra Järnvägsgatan 12, 352 30 Växjö',
      'smaland-ventilation.example',
    ],
    servicePartner: [
      'Nordic Air Service AB',
      'Mölndalsvägen 81, 412 63 Göteborg',
      'nordicairservice.example',
    ],
  },
  {
    code: 'FI',
    phone: '+358',
    first: ['Aino', 'Mikko', 'Sanna', 'Jussi'],
    last: ['Virtanen', 'Korhonen', 'Mäkelä', 'Laine'],
    office: 'Mannerheimintie 12, 00100 Helsinki',
    distributor: [
      'Pirkan Ilmanvaihto Oy',
      'Hatanpään valtatie 24, 33100 Tampere',
      'pirkan-ilmanvaihto.example',
    ],
  },
  {
    code: 'DE',
    phone: '+49',
    first: ['Jonas', 'Lena', 'Felix', 'Sophie'],
    last: ['Becker', 'Hoffmann', 'Krüger', 'Wagner'],
    office: 'Mainzer Landstraße 50, 60325 Frankfurt am Main',
    distributor: [
      'Nordhessen Lüftungstechnik GmbH',
      'Industriestraße 7, 34123 Kassel',
      'nh-lueftung.example',
    ],
    servicePartner: [
      'KlimaService Rhein-Ruhr GmbH',
      'Hafenstraße 31, 47119 Duisburg',
      'klimaservice-rr.example',
    ],
  },
  {
    code: 'AT',
    phone: '+43',
    first: ['Lukas', 'Hannah'],
    last: ['Gruber', 'Huber'],
    office: 'Wienerbergstraße 11, 1100 Wien',
    distributor: ['Oberösterreich Lüftung GmbH', 'Industriezeile 36, 4020 Linz', 'ooe-lueftung.example'],
  },
  {
    code: 'ES',
    phone: '+34',
    first: ['Lucía', 'Pablo'],
    last: ['García', 'Romero'],
    office: 'Calle de Alcalá 155, 28009 Madrid',
    distributor: [
      'Climatización Aragón S.L.',
      'Calle de la Industria 18, 50014 Zaragoza',
      'clima-aragon.example',
    ],
  },
  {
    code: 'FR',
    phone: '+33',
    first: ['Camille', 'Louis'],
    last: ['Martin', 'Lefèvre'],
    office: '28 rue de Châteaudun, 75009 Paris',
    distributor: ['Rhône Aéraulique SAS', '12 rue de la Villette, 69003 Lyon', 'rhone-aeraulique.example'],
    servicePartner: [
      'Maintenance Air Nord SARL',
      '5 rue Nationale, 59000 Lille',
      'maintenance-air-nord.example',
    ],
  },
  {
    code: 'BE',
    phone: '+32',
    first: ['Lotte', 'Arne'],
    last: ['Peeters', 'Maes'],
    office: 'Avenue Louise 326, 1050 Bruxelles',
    distributor: ['Vlaamse Ventilatie BV', 'Industrieweg 9, 9000 Gent', 'vlaamse-ventilatie.example'],
  },
  {
    code: 'HU',
    phone: '+36',
    first: ['Levente', 'Réka'],
    last: ['Nagy', 'Kovács'],
    office: 'Váci út 47, 1134 Budapest',
    distributor: ['Győri Légtechnika Kft.', 'Ipar utca 8, 9027 Győr', 'gyori-legtechnika.example'],
  },
  {
    code: 'IT',
    phone: '+39',
    first: ['Giulia', 'Marco'],
    last: ['Rossi', 'Bianchi'],
    office: 'Via Tortona 33, 20144 Milano',
    distributor: [
      'Aerotecnica Orobica S.r.l.',
      "Via dell'Industria 21, 24126 Bergamo",
      'aerotecnica-orobica.example',
    ],
    servicePartner: [
      'Assistenza Clima Veneto S.r.l.',
      'Via Austria 19, 35127 Padova',
      'assistenza-clima.example',
    ],
  },
  {
    code: 'NL',
    phone: '+31',
    first: ['Daan', 'Sanne'],
    last: ['de Vries', 'Bakker'],
    office: 'Gustav Mahlerlaan 300, 1082 ME Amsterdam',
    distributor: [
      'Utrechtse Luchttechniek B.V.',
      'Industrieweg 40, 3542 AD Utrecht',
      'utrechtse-luchttechniek.example',
    ],
    servicePartner: ['Luchtzorg Service B.V.', 'Kanaalweg 17, 3526 KL Utrecht', 'luchtzorg.example'],
  },
  {
    code: 'PL',
    phone: '+48',
    first: ['Kasia', 'Tomasz'],
    last: ['Nowak', 'Wiśniewski'],
    office: 'ul. Prosta 68, 00-838 Warszawa',
    distributor: [
      'Wielkopolska Wentylacja Sp. z o.o.',
      'ul. Przemysłowa 48, 61-541 Poznań',
      'wlkp-wentylacja.example',
    ],
  },
  {
    code: 'RO',
    phone: '+40',
    first: ['Ioana', 'Andrei'],
    last: ['Popescu', 'Ionescu'],
    office: 'Bulevardul Dimitrie Pompeiu 9, 020335 București',
    distributor: [
      'Transilvania Ventilație SRL',
      'Strada Fabricii 93, 400632 Cluj-Napoca',
      'transilvania-vent.example',
    ],
  },
  {
    code: 'TR',
    phone: '+90',
    first: ['Elif', 'Emre'],
    last: ['Yılmaz', 'Demir'],
    office: 'Büyükdere Caddesi 185, 34394 İstanbul',
    distributor: ['Bursa Havalandırma A.Ş.', 'Sanayi Caddesi 112, 16140 Bursa', 'bursa-havalandirma.example'],
  },
];

const APPLICATIONS: { key: string; value: LocalizedText }[] = [
  {
    key: 'offices',
    value: l('Offices|Kontor|Toimistot|Büros|Oficinas|Bureaux|Irodák|Uffici|Kantoren|Biura|Birouri|Ofisler'),
  },
  {
    key: 'schools',
    value: l('Schools|Skolor|Koulut|Schulen|Colegios|Écoles|Iskolák|Scuole|Scholen|Szkoły|Școli|Okullar'),
  },
  {
    key: 'healthcare',
    value: l(
      'Healthcare|Vård|Terveydenhuolto|Gesundheitswesen|Sanidad|Santé|Egészségügy|Sanità|Zorg|Opieka zdrowotna|Sănătate|Sağlık',
    ),
  },
  {
    key: 'residential',
    value: l(
      'Residential|Bostäder|Asuinrakennukset|Wohnbau|Residencial|Résidentiel|Lakóépületek|Residenziale|Woningbouw|Budownictwo mieszkaniowe|Rezidențial|Konut',
    ),
  },
  {
    key: 'hospitality',
    value: l(
      'Hotels and restaurants|Hotell och restauranger|Hotellit ja ravintolat|Hotels und Gastronomie|Hoteles y restaurantes|Hôtels et restaurants|Szállodák és éttermek|Hotel e ristoranti|Hotels en restaurants|Hotele i restauracje|Hoteluri și restaurante|Oteller ve restoranlar',
    ),
  },
  {
    key: 'retail',
    value: l(
      'Retail|Handel|Kauppa|Handel|Comercio|Commerce|Kereskedelem|Commercio|Detailhandel|Handel|Comerț|Perakende',
    ),
  },
  {
    key: 'industry',
    value: l(
      'Industry|Industri|Teollisuus|Industrie|Industria|Industrie|Ipar|Industria|Industrie|Przemysł|Industrie|Endüstri',
    ),
  },
  {
    key: 'data-centres',
    value: l(
      'Data centres|Datacenter|Datakeskukset|Rechenzentren|Centros de datos|Centres de données|Adatközpontok|Data center|Datacenters|Centra danych|Centre de date|Veri merkezleri',
    ),
  },
];
const ALL_APPLICATIONS = APPLICATIONS.map((a) => a.key);

const TYPE = {
  sales: l(
    'Sales engineer|Säljingenjör|Myyntiinsinööri|Vertriebsingenieur|Ingeniero de ventas|Ingénieur commercial|Értékesítési mérnök|Ingegnere commerciale|Verkoopingenieur|Inżynier sprzedaży|Inginer de vânzări|Satış mühendisi',
  ),
  service: l(
    "Service engineer|Serviceingenjör|Huoltoinsinööri|Servicetechniker|Técnico de servicio|Technicien de service|Szervizmérnök|Tecnico dell'assistenza|Servicemonteur|Inżynier serwisu|Inginer de service|Servis mühendisi",
  ),
  keyAccount: l(
    'Key account manager|Kundansvarig|Asiakkuuspäällikkö|Key-Account-Manager|Gestor de grandes cuentas|Responsable grands comptes|Kulcsügyfél-menedzser|Key account manager|Accountmanager|Kierownik ds. kluczowych klientów|Manager clienți cheie|Kilit müşteri yöneticisi',
  ),
  office: l(
    'Sales office|Säljkontor|Myyntitoimisto|Vertriebsbüro|Oficina de ventas|Bureau commercial|Értékesítési iroda|Ufficio vendite|Verkoopkantoor|Biuro sprzedaży|Birou de vânzări|Satış ofisi',
  ),
  distributor: l(
    'Distributor|Återförsäljare|Jälleenmyyjä|Vertriebspartner|Distribuidor|Distributeur|Forgalmazó|Distributore|Distributeur|Dystrybutor|Distribuitor|Distribütör',
  ),
  servicePartner: l(
    'Service partner|Servicepartner|Huoltokumppani|Servicepartner|Socio de servicio|Partenaire de service|Szervizpartner|Partner di assistenza|Servicepartner|Partner serwisowy|Partener de service|Servis ortağı',
  ),
};

const ROLE = {
  units: l(
    "Air-handling units|Luftbehandlingsaggregat|Ilmankäsittelykoneet|Lüftungsgeräte|Unidades de tratamiento de aire|Centrales de traitement d'air|Légkezelő egységek|Unità di trattamento aria|Luchtbehandelingskasten|Centrale wentylacyjne|Centrale de tratare a aerului|Klima santralleri",
  ),
  fans: l(
    'Fans and accessories|Fläktar och tillbehör|Puhaltimet ja lisävarusteet|Ventilatoren und Zubehör|Ventiladores y accesorios|Ventilateurs et accessoires|Ventilátorok és tartozékok|Ventilatori e accessori|Ventilatoren en toebehoren|Wentylatory i akcesoria|Ventilatoare și accesorii|Fanlar ve aksesuarlar',
  ),
  service: l(
    'Spare parts and service|Reservdelar och service|Varaosat ja huolto|Ersatzteile und Service|Repuestos y servicio|Pièces détachées et service|Alkatrészek és szerviz|Ricambi e assistenza|Onderdelen en service|Części zamienne i serwis|Piese de schimb și service|Yedek parça ve servis',
  ),
  projects: l(
    'Large projects|Stora projekt|Suuret projektit|Großprojekte|Grandes proyectos|Grands projets|Nagy projektek|Grandi progetti|Grote projecten|Duże projekty|Proiecte mari|Büyük projeler',
  ),
};

const SCOPE = {
  sales: l(
    'Sales|Försäljning|Myynti|Vertrieb|Ventas|Ventes|Értékesítés|Vendite|Verkoop|Sprzedaż|Vânzări|Satış',
  ),
  service: l(
    'Service|Service|Huolto|Service|Servicio técnico|Service après-vente|Szerviz|Assistenza|Service|Serwis|Service|Servis',
  ),
  distribution: l(
    'Distribution and installation|Distribution och installation|Jakelu ja asennus|Vertrieb und Montage|Distribución e instalación|Distribution et installation|Forgalmazás és telepítés|Distribuzione e installazione|Distributie en installatie|Dystrybucja i montaż|Distribuție și instalare|Dağıtım ve montaj',
  ),
  maintenance: l(
    'Maintenance and repairs|Underhåll och reparationer|Kunnossapito ja korjaukset|Wartung und Reparatur|Mantenimiento y reparaciones|Maintenance et réparations|Karbantartás és javítás|Manutenzione e riparazioni|Onderhoud en reparaties|Konserwacja i naprawy|Întreținere și reparații|Bakım ve onarım',
  ),
};

const ascii = (s: string) =>
  s
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '');

/** The city of an address: what follows its postal code (352 30, 1082 ME, 00-838). */
const cityOf = (address: string) => address.replace(/^.*\d[A-Z ]{0,3}\s/, '');

interface Person {
  id: string;
  first: string;
  last: string;
  type: LocalizedText;
  role: LocalizedText;
  scope: LocalizedText;
  applications: string[];
}

/** Our people in a country: two sales engineers, a service engineer and a key-account manager, or fewer in smaller markets. */
function peopleOf(country: Country, rng: Prng): Person[] {
  const ids = peopleIds(country) as [string, string, string, string];
  const name = countryName(country.code);
  const sales = joined(SCOPE.sales, ', ', name);
  const person = (i: number) => ({ first: country.first[i] as string, last: country.last[i] as string });
  if (country.first.length < 4) {
    return [
      {
        id: ids[0],
        ...person(0),
        type: TYPE.sales,
        role: ROLE.units,
        scope: sales,
        applications: ALL_APPLICATIONS,
      },
      {
        id: ids[1],
        ...person(1),
        type: TYPE.service,
        role: ROLE.service,
        scope: joined(SCOPE.service, ', ', name),
        applications: ALL_APPLICATIONS,
      },
    ];
  }
  // The two sales engineers share the applications between them, each covering a few of the other's too.
  const first = rng.some(ALL_APPLICATIONS, 5);
  const second = [...new Set([...ALL_APPLICATIONS.filter((a) => !first.includes(a)), ...rng.some(first, 2)])];
  return [
    { id: ids[0], ...person(0), type: TYPE.sales, role: ROLE.units, scope: sales, applications: first },
    {
      id: ids[1],
      ...person(1),
      type: TYPE.sales,
      role: ROLE.fans,
      scope: sales,
      applications: ALL_APPLICATIONS.filter((a) => second.includes(a)),
    },
    {
      id: ids[2],
      ...person(2),
      type: TYPE.service,
      role: ROLE.service,
      scope: joined(SCOPE.service, ', ', name),
      applications: ALL_APPLICATIONS,
    },
    {
      id: ids[3],
      ...person(3),
      type: TYPE.keyAccount,
      role: ROLE.projects,
      scope: sales,
      applications: ['offices', 'healthcare', 'industry', 'data-centres'],
    },
  ];
}

const phoneNumber = (country: Country, rng: Prng) =>
  `${country.phone} ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;

export function demoSalesContacts(rng: Prng): unknown[] {
  const contacts: unknown[] = [];
  let sort = 0;
  for (const country of COUNTRIES) {
    const cc = country.code.toLowerCase();
    const name = countryName(country.code);
    for (const person of peopleOf(country, rng)) {
      contacts.push({
        id: person.id,
        typeName: person.type,
        brands: ['Kvistra'],
        companyName: `Kvistra Air ${name.en}`,
        scope: person.scope,
        role: person.role,
        personName: `${person.first} ${person.last}`,
        image: { file: portraitFile(person.id), alt: { en: `${person.first} ${person.last}` } },
        isPerson: true,
        isInternalContact: true,
        channels: [
          { type: 'Email', text: `${ascii(person.first)}.${ascii(person.last)}@kvistra-air.example` },
          { type: 'Phone', text: phoneNumber(country, rng) },
          // A mobile number for some; the others' second phone field was left blank in the CMS.
          { type: 'Phone', text: rng.chance(0.6) ? phoneNumber(country, rng) : '' },
        ],
        filters: { Country: [country.code], Application: person.applications },
        sort: sort++,
      });
    }
    contacts.push({
      id: `${cc}-office`,
      typeName: TYPE.office,
      brands: ['Kvistra'],
      companyName: `Kvistra Air ${name.en}`,
      scope: joined(SCOPE.sales, ', ', name),
      isPerson: false,
      isInternalContact: false,
      channels: [
        {
          type: 'Phone',
          text: `${country.phone} ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
        },
        {
          type: 'Fax',
          text: `${country.phone} ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`,
        },
        { type: 'Email', text: `sales.${cc}@kvistra-air.example` },
        { type: 'Address', text: country.office },
        { type: 'Website', text: `https://www.kvistra-air.example/${cc}` },
      ],
      filters: { Country: [country.code], Application: ALL_APPLICATIONS },
      sort: sort++,
    });
    const [company, address, domain] = country.distributor;
    contacts.push({
      id: `${cc}-partner`,
      typeName: TYPE.distributor,
      brands: rng.chance(0.5) ? ['Kvistra'] : ['Kvistra', 'Kvistra Fans'],
      companyName: company,
      scope: joined(SCOPE.distribution, ', ', { en: cityOf(address) }),
      isPerson: false,
      isInternalContact: false,
      channels: [
        { type: 'Phone', text: `${country.phone} ${rng.int(100, 999)} ${rng.int(1000, 9999)}` },
        {
          type: 'Fax',
          text: rng.chance(0.5) ? `${country.phone} ${rng.int(100, 999)} ${rng.int(1000, 9999)}` : '',
        },
        { type: 'Email', text: `info@${domain}` },
        { type: 'Address', text: address },
        { type: 'Website', text: `https://www.${domain}` },
      ],
      // Distributors do not take on data-centre projects; those go to our key-account managers.
      filters: { Country: [country.code], Application: ALL_APPLICATIONS.filter((a) => a !== 'data-centres') },
      sort: sort++,
    });
    if (country.servicePartner) {
      const [partner, partnerAddress, partnerDomain] = country.servicePartner;
      contacts.push({
        id: `${cc}-service-partner`,
        typeName: TYPE.servicePartner,
        brands: ['Kvistra'],
        companyName: partner,
        scope: joined(SCOPE.maintenance, ', ', { en: cityOf(partnerAddress) }),
        isPerson: false,
        isInternalContact: false,
        channels: [
          { type: 'Phone', text: `${country.phone} ${rng.int(100, 999)} ${rng.int(1000, 9999)}` },
          { type: 'Email', text: `service@${partnerDomain}` },
          { type: 'Address', text: partnerAddress },
          // Blank but for spaces, as an editor may leave it.
          { type: 'Website', text: '  ' },
        ],
        filters: {
          Country: [country.code],
          Application: rng.some(['offices', 'healthcare', 'hospitality', 'industry', 'data-centres'], 3),
        },
        sort: sort++,
      });
    }
  }
  return contacts;
}

export function demoContactBlock(): unknown {
  return {
    id: 'default',
    contactsTitle: l(
      'Find your sales contact|Hitta din säljkontakt|Löydä myyntiyhteyshenkilösi|Finden Sie Ihren Ansprechpartner|Encuentre su contacto comercial|Trouvez votre contact commercial|Keresse meg értékesítési kapcsolattartóját|Trova il tuo referente commerciale|Vind uw verkoopcontact|Znajdź swojego opiekuna handlowego|Găsiți persoana de contact pentru vânzări|Satış temsilcinizi bulun',
    ),
    contactsSubtitle: l(
      'Our people and partners near you|Våra medarbetare och partner nära dig|Asiantuntijamme ja kumppanimme lähelläsi|Unsere Mitarbeiter und Partner in Ihrer Nähe|Nuestro equipo y socios cerca de usted|Nos équipes et partenaires près de chez vous|Munkatársaink és partnereink az Ön közelében|Il nostro team e i partner vicino a te|Onze mensen en partners bij u in de buurt|Nasi ludzie i partnerzy w Twojej okolicy|Echipa și partenerii noștri aproape de dumneavoastră|Size yakın ekibimiz ve iş ortaklarımız',
    ),
    contactsDescription: l(
      'Choose your country and the kind of building, and we show who can help.|Välj land och typ av byggnad så visar vi vem som kan hjälpa dig.|Valitse maa ja rakennustyyppi, niin näytämme, kuka voi auttaa.|Wählen Sie Ihr Land und die Art des Gebäudes, und wir zeigen Ihnen, wer Ihnen helfen kann.|Elija su país y el tipo de edificio y le mostraremos quién puede ayudarle.|Choisissez votre pays et le type de bâtiment : nous vous indiquons qui peut vous aider.|Válassza ki az országot és az épület típusát, és megmutatjuk, ki segíthet.|Scegli il paese e il tipo di edificio e ti mostreremo chi può aiutarti.|Kies uw land en het type gebouw, dan tonen we wie u kan helpen.|Wybierz kraj i rodzaj budynku, a pokażemy, kto może pomóc.|Alegeți țara și tipul clădirii și vă arătăm cine vă poate ajuta.|Ülkenizi ve bina türünü seçin, size kimin yardımcı olabileceğini gösterelim.',
    ),
    defaultCountry: 'SE',
    filters: [
      { type: 'Country', values: COUNTRIES.map((c) => ({ key: c.code, value: countryName(c.code) })) },
      { type: 'Application', values: APPLICATIONS },
    ],
    servicesTitle: l(
      'Services|Tjänster|Palvelut|Service|Servicios|Services|Szolgáltatások|Servizi|Diensten|Usługi|Servicii|Hizmetler',
    ),
    servicesSubtitle: l(
      'From planning to maintenance|Från planering till underhåll|Suunnittelusta huoltoon|Von der Planung bis zur Wartung|De la planificación al mantenimiento|De la conception à la maintenance|A tervezéstől a karbantartásig|Dalla progettazione alla manutenzione|Van ontwerp tot onderhoud|Od projektu po serwis|De la proiectare la întreținere|Planlamadan bakıma',
    ),
    servicesDescription: l(
      'Selection support, commissioning and service agreements for every Kvistra unit.|Dimensioneringshjälp, driftsättning och serviceavtal för varje Kvistra-aggregat.|Mitoitustuki, käyttöönotto ja huoltosopimukset jokaiselle Kvistra-koneelle.|Auslegungshilfe, Inbetriebnahme und Wartungsverträge für jedes Kvistra-Gerät.|Ayuda en la selección, puesta en marcha y contratos de mantenimiento para cada equipo Kvistra.|Aide à la sélection, mise en service et contrats de maintenance pour chaque appareil Kvistra.|Kiválasztási segítség, üzembe helyezés és szervizszerződések minden Kvistra berendezéshez.|Supporto alla selezione, messa in servizio e contratti di assistenza per ogni unità Kvistra.|Selectiehulp, inbedrijfstelling en servicecontracten voor elke Kvistra-unit.|Pomoc w doborze, uruchomienie i umowy serwisowe dla każdego urządzenia Kvistra.|Asistență la selecție, punere în funcțiune și contracte de service pentru fiecare unitate Kvistra.|Her Kvistra ünitesi için seçim desteği, devreye alma ve servis sözleşmeleri.',
    ),
    servicesLinks: [
      {
        url: 'https://www.kvistra-air.example/{locale}/services/selection',
        icon: 'calculator',
        text: l(
          'Selection support|Dimensioneringshjälp|Mitoitustuki|Auslegungshilfe|Ayuda en la selección|Aide à la sélection|Kiválasztási segítség|Supporto alla selezione|Selectiehulp|Pomoc w doborze|Asistență la selecție|Seçim desteği',
        ),
      },
      {
        url: 'https://www.kvistra-air.example/{locale}/services/commissioning',
        icon: 'wrench',
        text: l(
          'Commissioning|Driftsättning|Käyttöönotto|Inbetriebnahme|Puesta en marcha|Mise en service|Üzembe helyezés|Messa in servizio|Inbedrijfstelling|Uruchomienie|Punere în funcțiune|Devreye alma',
        ),
      },
      {
        url: 'https://www.kvistra-air.example/{locale}/services/agreements',
        icon: 'shield',
        text: l(
          'Service agreements|Serviceavtal|Huoltosopimukset|Wartungsverträge|Contratos de mantenimiento|Contrats de maintenance|Szervizszerződések|Contratti di assistenza|Servicecontracten|Umowy serwisowe|Contracte de service|Servis sözleşmeleri',
        ),
      },
    ],
  };
}

const portraitFile = (id: string) => `contacts/${id}.png`;

/** Portraits of our people (drawn, not photos), 300 × 300 like the spec's contact image size. */
export function demoContactPortraits(): { file: string; render: () => Promise<Buffer> }[] {
  return COUNTRIES.flatMap((country, c) =>
    country.first.map((first, i) => {
      const last = country.last[i] as string;
      const id = peopleIds(country)[i] as string;
      const hue = (c * 47 + i * 83) % 360;
      const initials = `${first[0]}${last.replace(/^(de|van|von)\s+/i, '')[0]}`;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="300" height="300" fill="hsl(${hue},32%,86%)"/><circle cx="150" cy="118" r="58" fill="hsl(${hue},28%,62%)"/><path d="M40 300 Q40 196 150 196 Q260 196 260 300 Z" fill="hsl(${hue},28%,62%)"/><text x="150" y="138" font-family="sans-serif" font-size="52" font-weight="bold" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
      return {
        file: portraitFile(id),
        render: () => sharp(Buffer.from(svg)).png({ palette: true }).toBuffer(),
      };
    }),
  );
}

/** The ids peopleOf gives, in the order of the country's names (no random draws, so portraits need no Prng). */
function peopleIds(country: Country): string[] {
  const cc = country.code.toLowerCase();
  return country.first.length < 4
    ? [`${cc}-sales-1`, `${cc}-service-1`]
    : [`${cc}-sales-1`, `${cc}-sales-2`, `${cc}-service-1`, `${cc}-kam-1`];
}
