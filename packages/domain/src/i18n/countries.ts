/*
 * The country list of the forms (spec §3 "Country list entry": countryName, countryCode, countryFlag,
 * telephoneCode). The countries are the shop's markets and their neighbours in Europe. Names here are English
 * (the back office's mail); pages show each name in the reader's language through Intl.DisplayNames.
 *
 * Flags are small SVG images as data strings (ADR 0026): regional-indicator emoji render as two letters on
 * Windows and on Linux without a colour emoji font, while an SVG image renders the same everywhere, needs no
 * request and no font, and is a few hundred bytes. Each flag is drawn from its stripes or cross at 3:2.
 */

type Flag =
  | { kind: 'horizontal'; colors: readonly string[]; weights?: readonly number[] }
  | { kind: 'vertical'; colors: readonly string[] }
  | { kind: 'nordic'; field: string; cross: string; border?: string }
  | { kind: 'svg'; body: string };

interface CountrySeed {
  code: string;
  name: string;
  telephoneCode: string;
  flag: Flag;
}

const W = 30;
const H = 20;

function stripes(flag: Extract<Flag, { kind: 'horizontal' | 'vertical' }>): string {
  const weights = flag.kind === 'horizontal' && flag.weights ? flag.weights : flag.colors.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let at = 0;
  return flag.colors
    .map((color, i) => {
      const share = (weights[i] ?? 1) / total;
      const rect =
        flag.kind === 'horizontal'
          ? `<rect x="0" y="${at * H}" width="${W}" height="${share * H}" fill="${color}"/>`
          : `<rect x="${at * W}" y="0" width="${share * W}" height="${H}" fill="${color}"/>`;
      at += share;
      return rect;
    })
    .join('');
}

/** A Scandinavian cross, its upright left of centre (at 12 of 30), optionally edged in a second colour. */
function nordic({ field, cross, border }: Extract<Flag, { kind: 'nordic' }>): string {
  const bar = (x: number, width: number, color: string) =>
    `<rect x="${x}" y="0" width="${width}" height="${H}" fill="${color}"/>` +
    `<rect x="0" y="${10 - width / 2}" width="${W}" height="${width}" fill="${color}"/>`;
  const outer = border ? bar(12 - 3, 6, border) : '';
  const inner = border ? bar(12 - 1.5, 3, cross) : bar(12 - 2, 4, cross);
  return `<rect width="${W}" height="${H}" fill="${field}"/>${outer}${inner}`;
}

function flagSvg(flag: Flag): string {
  const body = flag.kind === 'nordic' ? nordic(flag) : flag.kind === 'svg' ? flag.body : stripes(flag);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

/** An SVG document as an image data string; only the characters a data URL must not hold are escaped. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[<>#"%]/g, (char) => encodeURIComponent(char))}`;
}

// A five-pointed star of outer radius r at (cx, cy), its first point at `rotate` degrees from straight up.
function star(cx: number, cy: number, r: number, rotate: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.382;
    const angle = ((rotate + i * 36) * Math.PI) / 180;
    points.push(
      `${(cx + radius * Math.sin(angle)).toFixed(2)},${(cy - radius * Math.cos(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}

const TURKEY =
  `<rect width="${W}" height="${H}" fill="#e30a17"/>` +
  '<circle cx="11.25" cy="10" r="5" fill="#fff"/><circle cx="12.5" cy="10" r="4" fill="#e30a17"/>' +
  `<polygon points="${star(17.1, 10, 2.5, -90)}" fill="#fff"/>`;

const SWITZERLAND =
  `<rect width="${W}" height="${H}" fill="#da291c"/>` +
  '<rect x="13" y="4" width="4" height="12" fill="#fff"/><rect x="9" y="8" width="12" height="4" fill="#fff"/>';

const CZECHIA =
  `<rect width="${W}" height="10" fill="#fff"/><rect y="10" width="${W}" height="10" fill="#d7141a"/>` +
  '<polygon points="0,0 15,10 0,20" fill="#11457e"/>';

// The Union Flag: saltires counterchanged, drawn in a 60x30 frame scaled to 3:2.
const UNITED_KINGDOM =
  '<clipPath id="t"><path d="M30,15h30v15zv15h-30zh-30v-15zv-15h30z"/></clipPath>' +
  '<g transform="scale(0.5 0.6667)"><rect width="60" height="30" fill="#012169"/>' +
  '<path d="M0,0 60,30M60,0 0,30" stroke="#fff" stroke-width="6"/>' +
  '<path d="M0,0 60,30M60,0 0,30" clip-path="url(#t)" stroke="#c8102e" stroke-width="4"/>' +
  '<path d="M30,0v30M0,15h60" stroke="#fff" stroke-width="10"/>' +
  '<path d="M30,0v30M0,15h60" stroke="#c8102e" stroke-width="6"/></g>';

const SEEDS: readonly CountrySeed[] = [
  {
    code: 'AT',
    name: 'Austria',
    telephoneCode: '+43',
    flag: { kind: 'horizontal', colors: ['#c8102e', '#fff', '#c8102e'] },
  },
  {
    code: 'BE',
    name: 'Belgium',
    telephoneCode: '+32',
    flag: { kind: 'vertical', colors: ['#000', '#fdda24', '#ef3340'] },
  },
  {
    code: 'BG',
    name: 'Bulgaria',
    telephoneCode: '+359',
    flag: { kind: 'horizontal', colors: ['#fff', '#00966e', '#d62612'] },
  },
  { code: 'CH', name: 'Switzerland', telephoneCode: '+41', flag: { kind: 'svg', body: SWITZERLAND } },
  { code: 'CZ', name: 'Czechia', telephoneCode: '+420', flag: { kind: 'svg', body: CZECHIA } },
  {
    code: 'DE',
    name: 'Germany',
    telephoneCode: '+49',
    flag: { kind: 'horizontal', colors: ['#000', '#dd0000', '#ffce00'] },
  },
  {
    code: 'DK',
    name: 'Denmark',
    telephoneCode: '+45',
    flag: { kind: 'nordic', field: '#c8102e', cross: '#fff' },
  },
  {
    code: 'EE',
    name: 'Estonia',
    telephoneCode: '+372',
    flag: { kind: 'horizontal', colors: ['#0072ce', '#000', '#fff'] },
  },
  // Spain's civil flag: the state flag's coat of arms is left out, as on Spanish merchant ships.
  {
    code: 'ES',
    name: 'Spain',
    telephoneCode: '+34',
    flag: { kind: 'horizontal', colors: ['#aa151b', '#f1bf00', '#aa151b'], weights: [1, 2, 1] },
  },
  {
    code: 'FI',
    name: 'Finland',
    telephoneCode: '+358',
    flag: { kind: 'nordic', field: '#fff', cross: '#002f6c' },
  },
  {
    code: 'FR',
    name: 'France',
    telephoneCode: '+33',
    flag: { kind: 'vertical', colors: ['#002654', '#fff', '#ce1126'] },
  },
  { code: 'GB', name: 'United Kingdom', telephoneCode: '+44', flag: { kind: 'svg', body: UNITED_KINGDOM } },
  {
    code: 'HU',
    name: 'Hungary',
    telephoneCode: '+36',
    flag: { kind: 'horizontal', colors: ['#ce2939', '#fff', '#477050'] },
  },
  {
    code: 'IE',
    name: 'Ireland',
    telephoneCode: '+353',
    flag: { kind: 'vertical', colors: ['#169b62', '#fff', '#ff883e'] },
  },
  {
    code: 'IS',
    name: 'Iceland',
    telephoneCode: '+354',
    flag: { kind: 'nordic', field: '#02529c', cross: '#dc1e35', border: '#fff' },
  },
  {
    code: 'IT',
    name: 'Italy',
    telephoneCode: '+39',
    flag: { kind: 'vertical', colors: ['#009246', '#fff', '#ce2b37'] },
  },
  {
    code: 'LT',
    name: 'Lithuania',
    telephoneCode: '+370',
    flag: { kind: 'horizontal', colors: ['#fdb913', '#006a44', '#c1272d'] },
  },
  {
    code: 'LU',
    name: 'Luxembourg',
    telephoneCode: '+352',
    flag: { kind: 'horizontal', colors: ['#ed2939', '#fff', '#00a1de'] },
  },
  {
    code: 'LV',
    name: 'Latvia',
    telephoneCode: '+371',
    flag: { kind: 'horizontal', colors: ['#9e3039', '#fff', '#9e3039'], weights: [2, 1, 2] },
  },
  {
    code: 'NL',
    name: 'Netherlands',
    telephoneCode: '+31',
    flag: { kind: 'horizontal', colors: ['#ae1c28', '#fff', '#21468b'] },
  },
  {
    code: 'NO',
    name: 'Norway',
    telephoneCode: '+47',
    flag: { kind: 'nordic', field: '#ba0c2f', cross: '#00205b', border: '#fff' },
  },
  {
    code: 'PL',
    name: 'Poland',
    telephoneCode: '+48',
    flag: { kind: 'horizontal', colors: ['#fff', '#dc143c'] },
  },
  {
    code: 'RO',
    name: 'Romania',
    telephoneCode: '+40',
    flag: { kind: 'vertical', colors: ['#002b7f', '#fcd116', '#ce1126'] },
  },
  {
    code: 'SE',
    name: 'Sweden',
    telephoneCode: '+46',
    flag: { kind: 'nordic', field: '#006aa7', cross: '#fecc00' },
  },
  { code: 'TR', name: 'Türkiye', telephoneCode: '+90', flag: { kind: 'svg', body: TURKEY } },
  {
    code: 'UA',
    name: 'Ukraine',
    telephoneCode: '+380',
    flag: { kind: 'horizontal', colors: ['#0057b7', '#ffd700'] },
  },
];

export interface Country {
  countryName: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** An SVG image as a data string, for an img's src. */
  countryFlag: string;
  /** The international calling code with its plus sign, e.g. +46. */
  telephoneCode: string;
}

export const COUNTRIES: readonly Country[] = SEEDS.map((seed) => ({
  countryName: seed.name,
  countryCode: seed.code,
  countryFlag: svgDataUrl(flagSvg(seed.flag)),
  telephoneCode: seed.telephoneCode,
}));

export const COUNTRY_CODES = COUNTRIES.map((country) => country.countryCode) as [string, ...string[]];
export const TELEPHONE_CODES = [...new Set(COUNTRIES.map((country) => country.telephoneCode))] as [
  string,
  ...string[],
];

const byCode = new Map(COUNTRIES.map((country) => [country.countryCode, country]));

/** The country with this ISO code (any case); undefined for one not on the list. */
export function countryByCode(code: string | null | undefined): Country | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}

/** The first country with this calling code. */
export function countryByTelephoneCode(telephoneCode: string): Country | undefined {
  return COUNTRIES.find((country) => country.telephoneCode === telephoneCode);
}
