import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import type { ProductKind } from '../../db/schema.ts';
import type { DrawingKind } from './drawings.ts';
import { extraYears, withMoreLanguages } from './more-languages.ts';
import { inAllLanguages } from './product-texts.ts';

/*
 * The product families of the fictional manufacturer "Kvistra Air". Each family is a category, a product
 * series and the attribute sets its variants are built from.
 */

export const MANUFACTURER = 'Kvistra Air';

export function t(en: string, sv?: string, de?: string, fi?: string, fr?: string): LocalizedText {
  return {
    en,
    ...(sv ? { sv } : {}),
    ...(de ? { de } : {}),
    ...(fi ? { fi } : {}),
    ...(fr ? { fr } : {}),
  };
}

export interface AttributeValue {
  code: string;
  text: LocalizedText;
}
export interface AttributeDef {
  name: LocalizedText;
  values: AttributeValue[];
  /** How many of the values one product offers. */
  pick: [number, number];
}

export interface Family {
  key: string;
  kind: ProductKind;
  /** Category path below the catalogue: parent first. */
  category: { id: string; parent?: string };
  series: string;
  /** Variant code prefix. */
  prefix: string;
  /** First two digits of the family's LVI numbers. */
  lvi: number;
  /** Share of the catalogue. */
  weight: number;
  attributes: AttributeDef[];
  price: [number, number];
  drawings: DrawingKind[];
  intro: LocalizedText;
  usp: LocalizedText;
  benefits: LocalizedText[];
  facts: LocalizedText[];
}

const size = (codes: string[], pick: [number, number] = [3, 6]): AttributeDef => ({
  name: t('Size', 'Storlek', 'Größe', 'Koko', 'Taille'),
  values: codes.map((c) => ({ code: c, text: t(c) })),
  pick,
});
const orientation: AttributeDef = {
  name: t('Orientation', 'Utförande', 'Ausführung', 'Kätisyys', 'Orientation'),
  values: [
    { code: 'L', text: t('Left', 'Vänster', 'Links', 'Vasen', 'Gauche') },
    { code: 'R', text: t('Right', 'Höger', 'Rechts', 'Oikea', 'Droite') },
  ],
  pick: [2, 2],
};
const heater = (values: ('N' | 'E' | 'W')[], min = 1): AttributeDef => ({
  name: t('Heater type', 'Eftervärmare', 'Nachheizregister', 'Jälkilämmitin', 'Batterie de chauffe'),
  values: [
    { code: 'N', text: t('None', 'Ingen', 'Ohne', 'Ei', 'Aucune') },
    { code: 'E', text: t('Electric', 'El', 'Elektrisch', 'Sähkö', 'Électrique') },
    { code: 'W', text: t('Water', 'Vatten', 'Warmwasser', 'Vesi', 'Eau chaude') },
  ].filter((v) => values.includes(v.code as 'N')),
  pick: [min, values.length],
});
const voltage: AttributeDef = {
  name: t('Voltage', 'Spänning', 'Spannung', 'Jännite', 'Tension'),
  values: [
    { code: '1', text: t('230 V 1~') },
    { code: '3', text: t('400 V 3~') },
  ],
  pick: [1, 2],
};

const unitBenefits = [
  t('Heat recovery efficiency up to 85 %', 'Värmeåtervinning upp till 85 %', 'Wärmerückgewinnung bis 85 %'),
  t(
    'EC fans with low specific fan power',
    'EC-fläktar med låg SFP',
    'EC-Ventilatoren mit niedrigem SFP-Wert',
  ),
  t(
    'Built-in controls, ready to connect',
    'Inbyggd styrning, klar att ansluta',
    'Integrierte Regelung, anschlussfertig',
  ),
  t(
    'Double-skin panels with 50 mm insulation',
    'Dubbelmantlade paneler med 50 mm isolering',
    'Doppelschalige Paneele mit 50 mm Dämmung',
  ),
  t('Service access from one side', 'Service från en sida', 'Wartung von einer Seite'),
];

const FAMILY_LIST: Family[] = [
  {
    key: 'ahu-rotary',
    kind: 'product',
    category: { id: 'ahu-rotary', parent: 'air-handling-units' },
    series: 'Kvistra RX',
    prefix: 'RX',
    lvi: 31,
    weight: 10,
    attributes: [size(['04', '06', '08', '10', '12', '15']), orientation, heater(['N', 'E', 'W'], 2)],
    price: [6800, 24000],
    drawings: ['unit-rotary', 'unit-rotary-open', 'unit-front'],
    intro: t(
      'Air-handling unit with a rotary heat exchanger for offices, schools and shops.',
      'Luftbehandlingsaggregat med roterande värmeväxlare för kontor, skolor och butiker.',
      'Lüftungsgerät mit Rotationswärmetauscher für Büros, Schulen und Geschäfte.',
    ),
    usp: t('Up to 85 % heat recovery in a unit that fits through a standard door.'),
    benefits: unitBenefits,
    facts: [t('Airflow up to 1.5 m³/s'), t('Heat recovery up to 85 %'), t('SFP from 1.4 kW/(m³/s)')],
  },
  {
    key: 'ahu-plate',
    kind: 'product',
    category: { id: 'ahu-plate', parent: 'air-handling-units' },
    series: 'Kvistra PX',
    prefix: 'PX',
    lvi: 32,
    weight: 10,
    attributes: [size(['03', '05', '07', '09', '11'], [3, 5]), orientation, heater(['N', 'E', 'W'])],
    price: [5900, 21000],
    drawings: ['unit-plate', 'unit-front'],
    intro: t(
      'Air-handling unit with a counterflow plate heat exchanger: no transfer of odours between the air streams.',
      'Luftbehandlingsaggregat med motströms plattvärmeväxlare: ingen överföring av lukt mellan luftströmmarna.',
      'Lüftungsgerät mit Gegenstrom-Plattenwärmetauscher: keine Geruchsübertragung zwischen den Luftströmen.',
    ),
    usp: t('Complete separation of supply and extract air.'),
    benefits: unitBenefits.slice(1),
    facts: [t('Airflow up to 1.1 m³/s'), t('Heat recovery up to 92 %'), t('Bypass damper included')],
  },
  {
    key: 'ahu-compact',
    kind: 'product',
    category: { id: 'ahu-compact', parent: 'air-handling-units' },
    series: 'Kvistra CX',
    prefix: 'CX',
    lvi: 33,
    weight: 8,
    attributes: [size(['02', '03', '04'], [2, 3]), orientation, heater(['N', 'E'])],
    price: [2400, 7900],
    drawings: ['unit-compact', 'unit-front'],
    intro: t(
      'Compact unit for small offices, apartments and day-care centres, mounted on the wall or the ceiling.',
      'Kompaktaggregat för små kontor, lägenheter och förskolor, för vägg- eller takmontage.',
      'Kompaktgerät für kleine Büros, Wohnungen und Kitas, Wand- oder Deckenmontage.',
    ),
    usp: t('The whole unit in 0.35 m of height.'),
    benefits: unitBenefits.slice(0, 3),
    facts: [t('Airflow up to 0.25 m³/s'), t('Height 350 mm'), t('Plug-and-play controls')],
  },
  {
    key: 'duct-fan',
    kind: 'product',
    category: { id: 'duct-fans', parent: 'fans' },
    series: 'Kvistra DF',
    prefix: 'DF',
    lvi: 34,
    weight: 12,
    attributes: [size(['100', '125', '160', '200', '250', '315', '400']), { ...voltage, pick: [2, 2] }],
    price: [180, 1450],
    drawings: ['fan-wheel', 'duct-fan'],
    intro: t(
      'Circular duct fan with an EC motor and a backward-curved impeller.',
      'Cirkulär kanalfläkt med EC-motor och bakåtböjt fläkthjul.',
      'Rohrventilator mit EC-Motor und rückwärts gekrümmtem Laufrad.',
    ),
    usp: t('Speed control 0–10 V built in.'),
    benefits: [
      t('Quiet running', 'Tyst gång', 'Leiser Lauf'),
      t('Mounts in any position', 'Monteras i alla lägen', 'Einbau in jeder Lage'),
      t('Thermal motor protection', 'Termiskt motorskydd', 'Thermischer Motorschutz'),
    ],
    facts: [t('Duct Ø 100–400 mm'), t('EC motor, IP44'), t('0–10 V speed control')],
  },
  {
    key: 'roof-fan',
    kind: 'product',
    category: { id: 'roof-fans', parent: 'fans' },
    series: 'Kvistra TF',
    prefix: 'TF',
    lvi: 35,
    weight: 8,
    attributes: [size(['190', '225', '280', '355', '450'], [3, 5]), { ...voltage, pick: [2, 2] }],
    price: [690, 3900],
    drawings: ['roof-fan', 'fan-wheel'],
    intro: t(
      'Roof fan with horizontal discharge for extract air from kitchens, toilets and workshops.',
      'Takfläkt med horisontellt utblås för frånluft från kök, toaletter och verkstäder.',
      'Dachventilator mit horizontalem Ausblas für Abluft aus Küchen, Toiletten und Werkstätten.',
    ),
    usp: t('Weather-proof aluminium housing, hinged for cleaning.'),
    benefits: [t('Hinged for cleaning'), t('Corrosion class C4'), t('EC motor')],
    facts: [t('Airflow up to 2.2 m³/s'), t('Housing in aluminium'), t('Hinged service opening')],
  },
  {
    key: 'filter',
    kind: 'filter',
    category: { id: 'filters' },
    series: 'Kvistra FB',
    prefix: 'FB',
    lvi: 36,
    weight: 14,
    attributes: [
      {
        name: t('Filter class', 'Filterklass', 'Filterklasse', 'Suodatinluokka', 'Classe de filtre'),
        values: ['ePM1 80%', 'ePM1 55%', 'ePM2.5 65%', 'ePM10 50%', 'ISO Coarse 60%'].map((c, i) => ({
          code: String(i + 1),
          text: t(c),
        })),
        pick: [2, 3],
      },
      {
        name: t('Dimensions', 'Mått', 'Abmessungen', 'Mitat', 'Dimensions'),
        values: ['592×592', '592×490', '592×287', '490×490', '287×287'].map((c, i) => ({
          code: String.fromCharCode(65 + i),
          text: t(`${c} mm`),
        })),
        pick: [3, 5],
      },
    ],
    price: [28, 190],
    drawings: ['filter-bag', 'filter-panel'],
    intro: t(
      'Bag and panel filters tested to ISO 16890, for supply and extract air.',
      'Påsfilter och panelfilter provade enligt ISO 16890, för till- och frånluft.',
      'Taschen- und Kassettenfilter nach ISO 16890 für Zu- und Abluft.',
    ),
    usp: t('Low pressure drop over the whole service life.'),
    benefits: [t('Tested to ISO 16890'), t('Low initial pressure drop'), t('Incinerable frame')],
    facts: [t('ISO 16890 ePM classes'), t('Frame in galvanised steel'), t('Recommended change: 12 months')],
  },
  {
    key: 'damper',
    kind: 'accessory',
    category: { id: 'dampers' },
    series: 'Kvistra DM',
    prefix: 'DM',
    lvi: 37,
    weight: 8,
    attributes: [
      size(['100', '125', '160', '200', '250', '315']),
      {
        name: t('Actuator', 'Ställdon', 'Stellantrieb', 'Toimilaite', 'Servomoteur'),
        values: [
          { code: '0', text: t('None', 'Inget', 'Ohne', 'Ei', 'Aucun') },
          { code: '24', text: t('24 V') },
          { code: '230', text: t('230 V') },
        ],
        pick: [1, 3],
      },
    ],
    price: [65, 640],
    drawings: ['damper'],
    intro: t(
      'Shut-off and control dampers for circular ducts.',
      'Avstängnings- och reglerspjäll för cirkulära kanaler.',
      'Absperr- und Regelklappen für Rundrohre.',
    ),
    usp: t('Tightness class 4 when closed.'),
    benefits: [t('Tightness class 4'), t('Rubber-sealed connections')],
    facts: [t('Ø 100–315 mm'), t('Tightness class 4')],
  },
  {
    key: 'heating-coil',
    kind: 'accessory',
    category: { id: 'heating-coils', parent: 'coils' },
    series: 'Kvistra HW',
    prefix: 'HW',
    lvi: 38,
    weight: 6,
    attributes: [
      size(['160', '200', '250', '315', '400'], [3, 5]),
      {
        name: t('Rows', 'Rörrader', 'Rohrreihen', 'Putkirivit', 'Rangs'),
        values: ['2', '3', '4'].map((c) => ({ code: c, text: t(c) })),
        pick: [1, 3],
      },
    ],
    price: [210, 980],
    drawings: ['coil'],
    intro: t('Water heating coils for circular ducts.', 'Vattenburna värmebatterier för cirkulära kanaler.'),
    usp: t('Copper tubes and aluminium fins, tested at 21 bar.'),
    benefits: [t('Tested at 21 bar'), t('Frost protection sensor pocket')],
    facts: [t('Max. water temperature 120 °C'), t('Copper/aluminium')],
  },
  {
    key: 'cooling-coil',
    kind: 'accessory',
    category: { id: 'cooling-coils', parent: 'coils' },
    series: 'Kvistra CW',
    prefix: 'CW',
    lvi: 39,
    weight: 6,
    attributes: [
      size(['160', '200', '250', '315', '400']),
      {
        name: t('Medium', 'Medium', 'Medium', 'Väliaine', 'Fluide'),
        values: [
          { code: 'W', text: t('Chilled water', 'Kallvatten', 'Kaltwasser') },
          { code: 'DX', text: t('Direct expansion', 'Direktexpansion', 'Direktverdampfer') },
        ],
        pick: [1, 2],
      },
    ],
    price: [320, 1650],
    drawings: ['coil'],
    intro: t(
      'Cooling coils with drip tray for circular ducts.',
      'Kylbatterier med droppskål för cirkulära kanaler.',
    ),
    usp: t('Stainless steel drip tray with drain.'),
    benefits: [t('Stainless drip tray'), t('Droplet eliminator')],
    facts: [t('Chilled water or DX'), t('Drip tray in stainless steel')],
  },
  {
    key: 'controls',
    kind: 'accessory',
    category: { id: 'controls' },
    series: 'Kvistra Cortex',
    prefix: 'CT',
    lvi: 40,
    weight: 5,
    attributes: [
      {
        name: t('Model', 'Modell', 'Modell', 'Malli', 'Modèle'),
        values: [
          { code: 'B', text: t('Basic', 'Bas', 'Basis') },
          { code: 'P', text: t('Pro with web server', 'Pro med webbserver', 'Pro mit Webserver') },
          { code: 'T', text: t('Touch panel', 'Pekpanel', 'Touch-Bedienteil') },
        ],
        pick: [2, 3],
      },
    ],
    price: [240, 1800],
    drawings: ['controls'],
    intro: t(
      'Controls and room panels for the Kvistra units.',
      'Styrning och rumspaneler för Kvistra-aggregaten.',
    ),
    usp: t('Modbus, BACnet/IP and a web interface as standard.'),
    benefits: [t('Modbus RTU and BACnet/IP'), t('Week schedule and holiday mode')],
    facts: [t('Modbus / BACnet'), t('Web interface')],
  },
  {
    key: 'spare-part',
    kind: 'spare-part',
    category: { id: 'spare-parts' },
    series: 'Kvistra SP',
    prefix: 'SP',
    lvi: 41,
    weight: 10,
    attributes: [
      {
        name: t('Fits size', 'Passar storlek', 'Passend für Größe', 'Sopii kokoon', 'Pour taille'),
        values: ['02-04', '05-08', '09-12', '15'].map((c) => ({ code: c.replace('-', ''), text: t(c) })),
        pick: [1, 4],
      },
    ],
    price: [35, 1900],
    drawings: ['motor', 'fan-wheel', 'rotor'],
    intro: t(
      'Original spare part for Kvistra air-handling units.',
      'Originalreservdel för Kvistra-aggregat.',
    ),
    usp: t('Original part, shipped within 24 hours from stock.'),
    benefits: [t('Original part'), t('Shipped from stock')],
    facts: [t('Original Kvistra part')],
  },
  {
    key: 'warranty',
    kind: 'warranty',
    category: { id: 'warranties' },
    series: 'Kvistra Care',
    prefix: 'WC',
    lvi: 42,
    weight: 3,
    attributes: [
      {
        name: t('Extension', 'Förlängning', 'Verlängerung', 'Jatko', 'Extension'),
        values: [2, 3, 5].map((years, i) => ({ code: String(i + 2), text: extraYears(years) })),
        pick: [2, 3],
      },
    ],
    price: [90, 950],
    drawings: ['warranty'],
    intro: t('Warranty extension for a Kvistra unit, with an annual service visit.'),
    usp: t('One call, one technician, parts included.'),
    benefits: [t('Parts and labour included'), t('Annual service visit')],
    facts: [t('Parts and labour included')],
  },
];

/**
 * The families with every attribute name and worded value (more-languages.ts) and every text of their own
 * (product-texts.ts) in all the shop's languages.
 */
export const FAMILIES: Family[] = FAMILY_LIST.map((family) => ({
  ...family,
  intro: inAllLanguages(family.intro),
  usp: inAllLanguages(family.usp),
  benefits: family.benefits.map(inAllLanguages),
  facts: family.facts.map(inAllLanguages),
  attributes: family.attributes.map((attribute) => ({
    ...attribute,
    name: withMoreLanguages(attribute.name),
    values: attribute.values.map((value) => ({ ...value, text: withMoreLanguages(value.text) })),
  })),
}));

/** Parent categories that are not a family themselves; exported below in every language. */
const PARENT_CATEGORY_LIST: { id: string; name: LocalizedText; sort: number }[] = [
  {
    id: 'air-handling-units',
    name: t(
      'Air-handling units',
      'Luftbehandlingsaggregat',
      'Lüftungsgeräte',
      'Ilmanvaihtokoneet',
      "Centrales de traitement d'air",
    ),
    sort: 1,
  },
  { id: 'fans', name: t('Fans', 'Fläktar', 'Ventilatoren', 'Puhaltimet', 'Ventilateurs'), sort: 2 },
  {
    id: 'coils',
    name: t(
      'Heating and cooling coils',
      'Värme- och kylbatterier',
      'Heiz- und Kühlregister',
      'Lämmitys- ja jäähdytyspatterit',
      'Batteries chaudes et froides',
    ),
    sort: 5,
  },
];

const CATEGORY_NAME_LIST: Record<string, LocalizedText> = {
  'ahu-rotary': t(
    'With rotary heat exchanger',
    'Med roterande värmeväxlare',
    'Mit Rotationswärmetauscher',
    'Pyörivällä kennolla',
    'À roue de récupération',
  ),
  'ahu-plate': t(
    'With plate heat exchanger',
    'Med plattvärmeväxlare',
    'Mit Plattenwärmetauscher',
    'Levylämmönsiirtimellä',
    'À échangeur à plaques',
  ),
  'ahu-compact': t('Compact units', 'Kompaktaggregat', 'Kompaktgeräte', 'Kompaktikoneet', 'Unités compactes'),
  'duct-fans': t(
    'Duct fans',
    'Kanalfläktar',
    'Rohrventilatoren',
    'Kanavapuhaltimet',
    'Ventilateurs de conduit',
  ),
  'roof-fans': t('Roof fans', 'Takfläktar', 'Dachventilatoren', 'Kattopuhaltimet', 'Tourelles'),
  filters: t('Filters', 'Filter', 'Filter', 'Suodattimet', 'Filtres'),
  dampers: t('Dampers', 'Spjäll', 'Klappen', 'Pellit', 'Registres'),
  'heating-coils': t(
    'Heating coils',
    'Värmebatterier',
    'Heizregister',
    'Lämmityspatterit',
    'Batteries chaudes',
  ),
  'cooling-coils': t(
    'Cooling coils',
    'Kylbatterier',
    'Kühlregister',
    'Jäähdytyspatterit',
    'Batteries froides',
  ),
  controls: t('Controls', 'Styrning', 'Regelung', 'Ohjaus', 'Régulation'),
  'spare-parts': t('Spare parts', 'Reservdelar', 'Ersatzteile', 'Varaosat', 'Pièces détachées'),
  warranties: t('Warranties', 'Garantier', 'Garantien', 'Takuut', 'Garanties'),
};

/** Parent categories that are not a family themselves, named in every language. */
export const PARENT_CATEGORIES = PARENT_CATEGORY_LIST.map((category) => ({
  ...category,
  name: withMoreLanguages(category.name),
}));

/** The families' category names in every language. */
export const CATEGORY_NAMES: Record<string, LocalizedText> = Object.fromEntries(
  Object.entries(CATEGORY_NAME_LIST).map(([key, name]) => [key, withMoreLanguages(name)]),
);
