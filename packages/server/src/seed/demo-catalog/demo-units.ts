import { MANUFACTURER } from './families.ts';
import { A4, type PdfOp, writePdf } from './pdf-writer.ts';
import type { PlannedProduct } from './plan.ts';
import { Prng } from './prng.ts';

/*
 * Sold units of the demo (ADR 0073): orders of the demo companies (and of firms that are no customers of the
 * shop) with a few to a dozen units each, every unit with its own test protocol, wiring diagram and declaration
 * of conformity naming its serial number. From a random stream of their own, so the rest of the demo is as it was.
 */

export const DEMO_UNIT_ORDERS = 44;

/** The buyers: the demo companies' customer numbers (seed/demo-accounts.ts) and companies with no account. */
const BUYERS: { customerNumber?: string; market: string }[] = [
  { customerNumber: '100101', market: 'SE' },
  { customerNumber: '200202', market: 'DE' },
  { customerNumber: '300303', market: 'HU' },
  { market: 'FI' },
  { market: 'SE' },
];

export interface DemoUnitOrder {
  orderNo: string;
  orderDate: string;
  customerNumber?: string;
  market: string;
}

export interface DemoUnitDocument {
  id: string;
  kind: UnitDocKind;
  name: Record<string, string> & { en: string };
  file: string;
}

export interface DemoUnit {
  id: string;
  /** As printed on the label, with dashes (the import normalises it). */
  serialNumber: string;
  variant: string;
  manufactureDate: string;
  order: string;
  images: { file: string; alt: string }[];
  documents: DemoUnitDocument[];
}

type UnitDocKind = 'test-protocol' | 'wiring-diagram' | 'declaration-of-conformity';

const DOC_NAMES: Record<UnitDocKind, Record<string, string> & { en: string }> = {
  'test-protocol': {
    en: 'Factory test protocol',
    sv: 'Provningsprotokoll från fabrik',
    fi: 'Tehdastestauspöytäkirja',
    de: 'Werksprüfprotokoll',
    es: 'Protocolo de pruebas en fábrica',
    fr: "Procès-verbal d'essai en usine",
    hu: 'Gyári vizsgálati jegyzőkönyv',
    it: 'Protocollo di collaudo in fabbrica',
    nl: 'Fabriekstestrapport',
    pl: 'Protokół z badań fabrycznych',
    ro: 'Proces-verbal de testare în fabrică',
    tr: 'Fabrika test protokolü',
  },
  'wiring-diagram': {
    en: 'Wiring diagram',
    sv: 'Kopplingsschema',
    fi: 'Kytkentäkaavio',
    de: 'Schaltplan',
    es: 'Esquema de cableado',
    fr: 'Schéma de câblage',
    hu: 'Bekötési rajz',
    it: 'Schema elettrico',
    nl: 'Aansluitschema',
    pl: 'Schemat połączeń',
    ro: 'Schemă de conexiuni',
    tr: 'Bağlantı şeması',
  },
  'declaration-of-conformity': {
    en: 'EU declaration of conformity',
    sv: 'EU-försäkran om överensstämmelse',
    fi: 'EU-vaatimustenmukaisuusvakuutus',
    de: 'EU-Konformitätserklärung',
    es: 'Declaración UE de conformidad',
    fr: 'Déclaration UE de conformité',
    hu: 'EU-megfelelőségi nyilatkozat',
    it: 'Dichiarazione di conformità UE',
    nl: 'EU-conformiteitsverklaring',
    pl: 'Deklaracja zgodności UE',
    ro: 'Declarație de conformitate UE',
    tr: 'AB uygunluk beyanı',
  },
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The demo's orders and units; the units are of the catalogue's main products (not accessories or parts). */
export function demoUnits(
  planned: readonly PlannedProduct[],
  today: string,
  seed: number,
  imageFile: (product: PlannedProduct) => string,
): { orders: DemoUnitOrder[]; units: DemoUnit[]; productOf: Map<string, PlannedProduct> } {
  const rng = new Prng(seed ^ 0x0519);
  const main = planned.filter((p) => p.family.kind === 'product' && p.variants.some((v) => v.offered));
  const orders: DemoUnitOrder[] = [];
  const units: DemoUnit[] = [];
  const productOf = new Map<string, PlannedProduct>();
  if (main.length === 0) return { orders, units, productOf };
  let running = 1200;
  for (let i = 0; i < DEMO_UNIT_ORDERS; i++) {
    const buyer = BUYERS[i % BUYERS.length] as (typeof BUYERS)[number];
    // Orders over the last three years, oldest first.
    const orderDate = addDays(today, -1095 + Math.floor((i * 1080) / DEMO_UNIT_ORDERS) + rng.int(0, 10));
    // Serial and order numbers do not move with "today": the README names some of them.
    const year = String(23 + Math.floor((i * 3) / DEMO_UNIT_ORDERS));
    const order: DemoUnitOrder = {
      orderNo: `SO-${pad(104100 + i * 7 + rng.int(0, 6), 6)}`,
      orderDate,
      ...(buyer.customerNumber ? { customerNumber: buyer.customerNumber } : {}),
      market: buyer.market,
    };
    orders.push(order);
    const count = i % 11 === 0 ? 12 : rng.int(3, 10);
    const product = rng.pick(main);
    for (let n = 0; n < count; n++) {
      const lineProduct = n > 0 && rng.chance(0.3) ? rng.pick(main) : product;
      const variant = rng.pick(lineProduct.variants.filter((v) => v.offered));
      running += rng.int(1, 9);
      const letter = String.fromCharCode(65 + (running % 26));
      const serialNumber = `${lineProduct.family.prefix}-${year}${letter}-${pad(running, 5)}`;
      const compact = serialNumber.replaceAll('-', '');
      const id = rng.uuid();
      productOf.set(id, lineProduct);
      units.push({
        id,
        serialNumber,
        variant: variant.code,
        manufactureDate: addDays(orderDate, rng.int(5, 25)),
        order: order.orderNo,
        images: [{ file: imageFile(lineProduct), alt: `${lineProduct.name} ${compact}` }],
        documents: (Object.keys(DOC_NAMES) as UnitDocKind[]).map((kind) => ({
          id: rng.uuid(),
          kind,
          name: DOC_NAMES[kind],
          file: `units/${compact}/${kind}.pdf`,
        })),
      });
    }
  }
  return { orders, units, productOf };
}

/** The PDF of one unit document: the serial number, the variant and, per kind, what the factory measured. */
export function renderUnitDocumentPdf(
  unit: DemoUnit,
  document: DemoUnitDocument,
  productName: string,
): Buffer {
  const serial = unit.serialNumber.replaceAll('-', '');
  const rng = new Prng(Number.parseInt(document.id.slice(0, 8), 16));
  const ops: PdfOp[] = [
    { kind: 'rect', x: 0, y: A4.height - 90, w: A4.width, h: 90, color: [0.043, 0.431, 0.498] },
    { kind: 'text', x: 40, y: A4.height - 45, size: 20, bold: true, text: MANUFACTURER, color: [1, 1, 1] },
    { kind: 'text', x: 40, y: A4.height - 70, size: 11, text: document.name.en, color: [1, 1, 1] },
    { kind: 'text', x: 40, y: A4.height - 140, size: 22, bold: true, text: productName },
    { kind: 'text', x: 40, y: A4.height - 170, size: 14, bold: true, text: `Serial number ${serial}` },
    {
      kind: 'text',
      x: 40,
      y: A4.height - 192,
      size: 10,
      text: `Variant ${unit.variant}  ·  manufactured ${unit.manufactureDate}  ·  order ${unit.order}`,
    },
  ];
  const rows: [string, string][] =
    document.kind === 'test-protocol'
      ? [
          ['Insulation resistance', `${rng.int(120, 480)} MOhm (min. 1 MOhm)`],
          ['Protective earth', `${(rng.int(20, 90) / 1000).toFixed(3)} Ohm (max. 0.1 Ohm)`],
          ['Supply fan at nominal flow', `${rng.int(350, 2400)} l/s, ${rng.int(400, 2200)} W`],
          ['Exhaust fan at nominal flow', `${rng.int(350, 2400)} l/s, ${rng.int(400, 2200)} W`],
          ['Casing leakage class', 'L1 (EN 1886)'],
          ['Controls self-test', 'passed'],
          ['Tested by', `Inspector ${rng.int(10, 99)}`],
        ]
      : document.kind === 'wiring-diagram'
        ? [
            ['Supply', '3~ 400 V 50 Hz + N + PE'],
            ['Main switch', `Q1, ${rng.pick(['16', '20', '25', '32'])} A`],
            ['Supply fan', 'M1 via frequency converter U1'],
            ['Exhaust fan', 'M2 via frequency converter U2'],
            ['Heater', 'E1, terminals X1:10-12'],
            ['Controller', 'A1, Modbus RTU on X5'],
          ]
        : [
            ['Manufacturer', MANUFACTURER],
            ['Product', `${productName}, variant ${unit.variant}`],
            ['Serial number', serial],
            ['Directives', '2006/42/EC, 2014/30/EU, 2014/35/EU, 2009/125/EC'],
            ['Standards', 'EN ISO 12100, EN 60335-1, EN 61000-6-2'],
            ['Place and date', `Kvistra, ${unit.manufactureDate}`],
          ];
  let y = A4.height - 240;
  for (const [label, value] of rows) {
    ops.push({ kind: 'text', x: 40, y, size: 10, bold: true, text: label });
    ops.push({ kind: 'text', x: 240, y, size: 10, text: value });
    ops.push({ kind: 'line', x1: 40, y1: y - 6, x2: A4.width - 40, y2: y - 6 });
    y -= 22;
  }
  ops.push({
    kind: 'text',
    x: 40,
    y: 40,
    size: 8,
    text: `${MANUFACTURER} · demo document for unit ${serial}, not a real product`,
    color: [0.4, 0.4, 0.4],
  });
  return writePdf([ops], `${document.name.en} ${serial}`);
}
