import type { LocalizedText } from '@airshop/domain/i18n/localized-text';
import { MARKET_SEED } from '../../seed/reference-data.ts';
import type { DrawingKind } from './drawings.ts';
import { t as english } from './families.ts';
import type { PlannedProduct } from './plan.ts';
import type { Prng } from './prng.ts';
import { DEMO_LANGUAGES, DESCRIPTION_WORDS, filmTitle, inAllLanguages, viewOf } from './product-texts.ts';

/** A page text in every language: the languages given here, the rest from product-texts.ts. */
const t = (...texts: Parameters<typeof english>): LocalizedText => inAllLanguages(english(...texts));

/* Second pass of the generator: the full import record of one planned product. */

/** Price level of each market against the EUR list price, and its VAT rate. */
const MARKET_PRICING: Record<string, { rate: number; tax: number; level: number }> = {
  INT: { rate: 1, tax: 0, level: 1 },
  SE: { rate: 11.2, tax: 25, level: 1.05 },
  FI: { rate: 1, tax: 25.5, level: 1.04 },
  DE: { rate: 1, tax: 19, level: 1 },
  AT: { rate: 1, tax: 20, level: 1.02 },
  ES: { rate: 1, tax: 21, level: 0.97 },
  FR: { rate: 1, tax: 20, level: 1.01 },
  BE: { rate: 1, tax: 21, level: 1.01 },
  HU: { rate: 395, tax: 27, level: 0.95 },
  IT: { rate: 1, tax: 22, level: 0.98 },
  NL: { rate: 1, tax: 21, level: 1.01 },
  PL: { rate: 4.3, tax: 23, level: 0.93 },
  RO: { rate: 4.97, tax: 19, level: 0.92 },
  TR: { rate: 35, tax: 20, level: 0.9 },
};

export interface ExtraPools {
  accessory: string[];
  'spare-part': string[];
  filter: string[];
  warranty: string[];
}

export interface ProductContext {
  rng: Prng;
  pools: ExtraPools;
  /** Products of the same family, for related products. */
  siblings: PlannedProduct[];
  documents: { id: string; kind: string }[];
  /** Variant documents: the English datasheet. */
  datasheetId: string;
  brochureId: string;
  imageFile: (kind: DrawingKind) => string;
  /** ISO date of "today" for stock figures. */
  today: string;
}

const UNIT_KEYS = new Set(['ahu-rotary', 'ahu-plate', 'ahu-compact']);
const FAN_KEYS = new Set(['duct-fan', 'roof-fan']);

function pickCodes(rng: Prng, pool: string[], count: number): string[] {
  if (pool.length === 0) return [];
  const start = rng.int(0, pool.length - 1);
  const out = new Set<string>();
  for (let i = 0; i < count && i < pool.length; i++) out.add(pool[(start + i * 7) % pool.length] as string);
  return [...out];
}

function description(p: PlannedProduct): LocalizedText {
  const f = p.family;
  // Units get a longer text, long enough to start collapsed with 'show more' (spec §4).
  const isUnit = UNIT_KEYS.has(f.key);
  const inLanguage = (language: (typeof DEMO_LANGUAGES)[number]) => {
    const words = DESCRIPTION_WORDS[language];
    const list = f.benefits.map((b) => `<li>${b[language] ?? b.en}</li>`).join('');
    const unit = isUnit ? `<h3>${words.plantRoom}</h3><p>${words.plantRoomText}</p>` : '';
    return `<p>${words.partOf(p.name, f.series)} ${f.intro[language] ?? f.intro.en}</p><ul>${list}</ul>${unit}<p>${words.ready}</p>`;
  };
  return Object.fromEntries(
    DEMO_LANGUAGES.map((language) => [language, inLanguage(language)]),
  ) as LocalizedText;
}

export function demoProductRecord(p: PlannedProduct, ctx: ProductContext): Record<string, unknown> {
  const { rng } = ctx;
  const f = p.family;
  const isUnit = UNIT_KEYS.has(f.key);
  const isFan = FAN_KEYS.has(f.key);
  const basePrice = rng.int(f.price[0], f.price[1]);
  const stockDate = new Date(`${ctx.today}T06:00:00Z`);

  const variants = p.variants.map((v, i) => {
    const step = 1 + v.values.reduce((a, b) => a + b, 0) * 0.06;
    const eur = basePrice * step;
    const prices: Record<string, unknown> = {};
    for (const market of MARKET_SEED) {
      const m = MARKET_PRICING[market.id];
      if (!m) continue;
      const net = Math.round(eur * m.rate * m.level * 100) / 100;
      const price: Record<string, unknown> = {
        currency: market.currency,
        net: net.toFixed(2),
        taxRate: m.tax,
        gross: (Math.round(net * 1.25 * 100) / 100).toFixed(2),
      };
      if (f.kind === 'filter') {
        price.packSize = 10;
        price.packDiscount = 8;
        price.packPrice = (Math.round(net * 10 * 0.92 * 100) / 100).toFixed(2);
      }
      prices[market.id] = price;
    }
    const quantity = rng.chance(0.15) ? 0 : rng.int(1, isUnit ? 12 : 250);
    const modified = new Date(stockDate.getTime() - rng.int(1, 72) * 3600_000);
    const record: Record<string, unknown> = {
      code: v.code,
      lviNumber: v.lvi,
      attributeValues: v.values.map((value, a) => f.attributes[a]?.values[value]?.text),
      isShoppable: !(rng.chance(0.05) || f.kind === 'warranty'),
      isDiscontinued: rng.chance(0.04),
      isDeliveryDateHidden: isUnit && rng.chance(0.2),
      isAlternativeStockFlow: f.kind === 'spare-part' && rng.chance(0.3),
      isGrossPriceVisible: !rng.chance(0.1),
      displayOnlyNetPrice: rng.chance(0.05),
      leadTimes: isUnit
        ? [
            { maxQuantity: 1, days: rng.int(10, 20) },
            { maxQuantity: 5, days: rng.int(21, 35) },
            { maxQuantity: 999, days: rng.int(40, 60) },
          ]
        : [
            { maxQuantity: 10, days: rng.int(1, 3) },
            { maxQuantity: 999, days: rng.int(7, 21) },
          ],
      stock: {
        quantity,
        modified: modified.toISOString(),
        expires: new Date(modified.getTime() + 7 * 86400_000).toISOString(),
      },
      prices,
      documents: i < 3 ? [ctx.datasheetId] : [],
    };
    if (rng.chance(0.1))
      record.note = t(
        'Delivered with mounting brackets',
        'Levereras med monteringskonsoler',
        'Lieferung mit Montagekonsolen',
      );
    if (isUnit && ctx.pools.filter.length > 0)
      record.extras = { filters: pickCodes(rng, ctx.pools.filter, 2) };
    return record;
  });

  const extras: Record<string, string[]> = {};
  if (isUnit || isFan) {
    extras.accessories = pickCodes(rng, ctx.pools.accessory, isUnit ? 4 : 2);
    extras.spareParts = pickCodes(rng, ctx.pools['spare-part'], isUnit ? 4 : 1);
    if (isUnit) extras.warranties = pickCodes(rng, ctx.pools.warranty, 2);
  }
  for (const key of Object.keys(extras)) if (extras[key]?.length === 0) delete extras[key];

  const drawings = rng.some(f.drawings, Math.min(f.drawings.length, rng.int(1, 3)));
  const images = drawings.map((d, i) => ({
    file: ctx.imageFile(d),
    alt: i === 0 ? english(p.name) : viewOf(p.name, i + 1),
  }));
  const related = ctx.siblings
    .filter((s) => s.id !== p.id)
    .slice(0, 3)
    .map((s) => s.id);

  const record: Record<string, unknown> = {
    id: p.id,
    category: f.category.id,
    slug: p.slug,
    kind: f.kind,
    name: english(p.name),
    intro: f.intro,
    description: description(p),
    benefits: f.benefits,
    uniqueSellingPoint: f.usp,
    fastFacts: f.facts,
    images,
    attributeNames: f.attributes.map((a) => a.name),
    defaultVariantCode: p.variants.find((v) => v.offered)?.code,
    mainDocument: ctx.brochureId,
    documents: ctx.documents.map((d) => d.id),
    related,
    isShoppable: f.kind !== 'warranty',
    isDiscontinued: p.index % 23 === 7,
    isEnquiryFormVisible: f.kind === 'spare-part' || isUnit,
    areExtrasOpenByDefault: isUnit,
    sort: p.index,
    // Records were made for every planned variant (the random stream stays the same); only built ones are sold.
    variants: variants.filter((_, i) => p.variants[i]?.offered),
  };
  if (Object.keys(extras).length > 0) record.extras = extras;
  if (isUnit) {
    record.logos = [
      { file: 'logos/ecodesign-ready.png', alt: t('Ecodesign 2018 ready') },
      { file: 'logos/hygiene-tested.png', alt: t('Hygiene tested') },
    ];
    record.selectionToolUrl = `https://select.kvistra-air.example/?series=${f.prefix}`;
    record.bimFileUrl = `https://bim.kvistra-air.example/${p.id}.ifc`;
    record.features = [
      {
        headline: t(
          'Rotor or plate: your choice',
          'Rotor eller platta: du väljer',
          'Rotor oder Platte: Sie wählen',
        ),
        text: t('Both heat exchangers fit the same casing, so the project can decide late.'),
        image: { file: ctx.imageFile(f.drawings[0] as DrawingKind) },
      },
      {
        headline: t('Controls included', 'Styrning ingår', 'Regelung inklusive'),
        text: t('Commissioning takes minutes with the web interface of Kvistra Cortex.'),
        image: { file: ctx.imageFile('controls') },
        linkText: t('About the controls'),
        linkUrl: '/en/products/controls',
      },
    ];
    record.videos = [
      {
        title: filmTitle(p.name),
        // A short title film made for the demo (ffmpeg, no third-party footage), served by Airshop itself:
        // the pages' CSP allows media only from this site (ADR 0020).
        videoUrl: '/demo/units-overview.webm',
        thumbnail: ctx.imageFile(f.drawings[0] as DrawingKind),
        isMainVideo: true,
      },
    ];
    record.relatedPages = [
      {
        pageType: 'Reference',
        title: t('School in Växjö: quiet ventilation for 600 pupils'),
        description: t('How a rotary unit halved the energy use of a school.'),
        linkUrl: 'https://www.kvistra-air.example/references/vaxjo-school',
      },
    ];
    record.customisableButton = { text: t('Book a selection meeting'), url: '#contact' };
    // Icons beside the description; drawn files every demo catalogue has (the unit itself, the controls).
    record.icons = [
      {
        file: ctx.imageFile(f.drawings[0] as DrawingKind),
        alt: t('Heat recovery up to 85 %', 'Värmeåtervinning upp till 85 %', 'Wärmerückgewinnung bis 85 %'),
      },
      {
        file: ctx.imageFile('controls'),
        alt: t('Controls built in', 'Inbyggd styrning', 'Integrierte Regelung'),
      },
    ];
    // The embedded marketing form: Airshop's own newsletter form script (ADR 0021).
    record.hubspot = {
      script:
        '<div id="airshop-newsletter"></div>\n<script src="/forms/newsletter-form.js"></script>\n' +
        "<script>AirshopForms.newsletter({ target: '#airshop-newsletter' });</script>",
      title: t('Stay up to date', 'Håll dig uppdaterad', 'Bleiben Sie auf dem Laufenden'),
    };
  }
  // Questions about products proper; accessories, spare parts and warranties have none.
  if (f.kind === 'product')
    record.faqs = [
      {
        question: t(
          'How often should the filters be changed?',
          'Hur ofta ska filtren bytas?',
          'Wie oft sollten die Filter gewechselt werden?',
        ),
        answer: t('<p>At least once a year, or when the pressure drop alarm shows.</p>'),
      },
      {
        question: t('Is installation included?', 'Ingår installation?', 'Ist die Montage enthalten?'),
        answer: t('<p>No. Our partners install and commission; see the sales contacts below.</p>'),
        linkText: t('Find a partner'),
        linkUrl: '#contact',
      },
    ];
  record.nextSteps = {
    firstRow: [
      { text: t('Request a quote', 'Begär offert', 'Angebot anfordern'), url: '#contact' },
      { text: t('Find a sales contact'), url: '#contact' },
    ],
    // Only the units carry the embedded newsletter form the link leads to.
    ...(isUnit ? { newsletter: { text: t('Subscribe to our newsletter'), url: '#hubspot' } } : {}),
    secondRow: [{ text: t('Datasheets, manuals and certificates'), url: '#documents' }],
    shop: { text: t('Go to the web shop'), url: '/en/products' },
  };
  if (p.index % 11 === 3) {
    record.notifications = [{ text: t('New size 15 available from March.'), style: 'info' }];
  }
  return record;
}
