import sharp from 'sharp';

/*
 * Product pictures drawn for the demo catalogue: flat technical illustrations as SVG, rendered to PNG with
 * sharp. A handful per family is reused across products so the folder stays small.
 */

export type DrawingKind =
  | 'unit-rotary'
  | 'unit-rotary-open'
  | 'unit-plate'
  | 'unit-compact'
  | 'unit-front'
  | 'fan-wheel'
  | 'duct-fan'
  | 'roof-fan'
  | 'filter-bag'
  | 'filter-panel'
  | 'damper'
  | 'coil'
  | 'controls'
  | 'motor'
  | 'rotor'
  | 'warranty';

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 900;

const INK = '#27323d';
const CASING = '#dde3e9';
const SHADE = '#c3ccd5';
const BRAND = '#0b6e7f';
const ACCENT = '#e4a13a';

function fanWheel(cx: number, cy: number, r: number, blades = 9): string {
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f7f9fb" stroke="${INK}" stroke-width="6"/>`;
  for (let i = 0; i < blades; i++) {
    const a = (i / blades) * Math.PI * 2;
    const x1 = cx + Math.cos(a) * r * 0.3;
    const y1 = cy + Math.sin(a) * r * 0.3;
    const x2 = cx + Math.cos(a + 0.5) * r * 0.92;
    const y2 = cy + Math.sin(a + 0.5) * r * 0.92;
    const qx = cx + Math.cos(a + 0.1) * r * 0.8;
    const qy = cy + Math.sin(a + 0.1) * r * 0.8;
    out += `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} Q${qx.toFixed(1)} ${qy.toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}" stroke="${BRAND}" stroke-width="${(r / 14).toFixed(1)}" fill="none" stroke-linecap="round"/>`;
  }
  return `${out}<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${INK}"/>`;
}

function box(x: number, y: number, w: number, h: number, depth: number): string {
  return `<path d="M${x} ${y} l${depth} ${-depth} h${w} v${h} l${-depth} ${depth} z" fill="${SHADE}" stroke="${INK}" stroke-width="5"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${CASING}" stroke="${INK}" stroke-width="5"/>`;
}

function rotor(cx: number, cy: number, r: number): string {
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#eef2f5" stroke="${INK}" stroke-width="6"/>`;
  for (let k = 1; k < 6; k++)
    out += `<circle cx="${cx}" cy="${cy}" r="${(r * k) / 6}" fill="none" stroke="${SHADE}" stroke-width="3"/>`;
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    out += `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * r).toFixed(1)}" y2="${(cy + Math.sin(a) * r).toFixed(1)}" stroke="${SHADE}" stroke-width="3"/>`;
  }
  return `${out}<circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="${ACCENT}" stroke="${INK}" stroke-width="4"/>`;
}

function pleats(x: number, y: number, w: number, h: number, n: number, color: string): string {
  let d = `M${x} ${y}`;
  for (let i = 0; i < n; i++) d += ` L${x + ((i + 0.5) * w) / n} ${y + h} L${x + ((i + 1) * w) / n} ${y}`;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}" stroke="${INK}" stroke-width="6"/><path d="${d}" fill="none" stroke="${INK}" stroke-opacity="0.45" stroke-width="3"/>`;
}

const BODIES: Record<DrawingKind, () => string> = {
  'unit-rotary': () =>
    `${box(170, 300, 860, 380, 90)}${rotor(600, 490, 150)}${fanWheel(330, 490, 110)}${fanWheel(870, 490, 110)}`,
  'unit-rotary-open': () =>
    `${box(170, 300, 860, 380, 90)}<rect x="230" y="340" width="230" height="300" fill="#f7f9fb" stroke="${INK}" stroke-width="4"/>${rotor(600, 490, 160)}<rect x="760" y="340" width="210" height="300" fill="#f7f9fb" stroke="${INK}" stroke-width="4"/>${pleats(250, 380, 190, 220, 7, '#f2f2ea')}${fanWheel(865, 490, 85)}`,
  'unit-plate': () => {
    const plate = `<path d="M600 340 L750 490 L600 640 L450 490 Z" fill="#eef2f5" stroke="${INK}" stroke-width="6"/>${[1, 2, 3, 4, 5].map((k) => `<line x1="${450 + k * 25}" y1="${490 - k * 25}" x2="${600 + k * 25}" y2="${640 - k * 25}" stroke="${SHADE}" stroke-width="4"/>`).join('')}`;
    return `${box(170, 300, 860, 380, 90)}${plate}${fanWheel(310, 490, 100)}${fanWheel(890, 490, 100)}`;
  },
  'unit-compact': () =>
    `${box(300, 360, 600, 240, 70)}${fanWheel(440, 480, 80)}${fanWheel(760, 480, 80)}<rect x="560" y="420" width="80" height="120" fill="${BRAND}" rx="8"/>`,
  'unit-front': () =>
    `${box(250, 220, 700, 520, 60)}${[0, 1, 2].map((i) => `<rect x="${290 + i * 225}" y="260" width="200" height="440" fill="#f1f4f7" stroke="${INK}" stroke-width="4" rx="6"/><rect x="${370 + i * 225}" y="470" width="40" height="16" fill="${INK}" rx="4"/>`).join('')}<rect x="290" y="230" width="120" height="18" fill="${BRAND}"/>`,
  'fan-wheel': () => `${fanWheel(600, 450, 300, 11)}`,
  'duct-fan': () =>
    `<rect x="150" y="370" width="260" height="160" fill="${SHADE}" stroke="${INK}" stroke-width="5"/><rect x="790" y="370" width="260" height="160" fill="${SHADE}" stroke="${INK}" stroke-width="5"/><circle cx="600" cy="450" r="230" fill="${CASING}" stroke="${INK}" stroke-width="6"/>${fanWheel(600, 450, 170)}<rect x="560" y="190" width="80" height="50" fill="${BRAND}" stroke="${INK}" stroke-width="4"/>`,
  'roof-fan': () =>
    `<rect x="200" y="640" width="800" height="60" fill="${SHADE}" stroke="${INK}" stroke-width="5"/><path d="M330 640 L380 420 L820 420 L870 640 Z" fill="${CASING}" stroke="${INK}" stroke-width="6"/><path d="M300 420 Q600 230 900 420 Z" fill="${BRAND}" stroke="${INK}" stroke-width="6"/>${[0, 1, 2, 3].map((i) => `<line x1="${420 + i * 120}" y1="470" x2="${420 + i * 120}" y2="600" stroke="${INK}" stroke-width="4"/>`).join('')}`,
  'filter-bag': () =>
    `<rect x="200" y="200" width="300" height="500" fill="${SHADE}" stroke="${INK}" stroke-width="6"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${530 + i * 0} ${230 + i * 80} h380 q60 30 0 60 h-380 z" fill="#f4efe1" stroke="${INK}" stroke-width="4"/>`).join('')}`,
  'filter-panel': () =>
    `${pleats(250, 200, 700, 500, 16, '#f4efe1')}<rect x="250" y="200" width="700" height="40" fill="${BRAND}"/>`,
  damper: () =>
    `<circle cx="600" cy="450" r="250" fill="${CASING}" stroke="${INK}" stroke-width="8"/><ellipse cx="600" cy="450" rx="240" ry="60" fill="${SHADE}" stroke="${INK}" stroke-width="5" transform="rotate(-30 600 450)"/><rect x="850" y="410" width="180" height="80" fill="${ACCENT}" stroke="${INK}" stroke-width="5" rx="10"/>`,
  coil: () =>
    `<rect x="240" y="220" width="720" height="460" fill="${CASING}" stroke="${INK}" stroke-width="6"/>${Array.from({ length: 30 }, (_, i) => `<line x1="${260 + i * 23}" y1="240" x2="${260 + i * 23}" y2="660" stroke="${SHADE}" stroke-width="3"/>`).join('')}${[0, 1, 2, 3, 4].map((i) => `<line x1="240" y1="${280 + i * 90}" x2="960" y2="${280 + i * 90}" stroke="#b8733b" stroke-width="14"/>`).join('')}<rect x="960" y="260" width="60" height="40" fill="#b8733b"/><rect x="960" y="600" width="60" height="40" fill="#b8733b"/>`,
  controls: () =>
    `<rect x="330" y="180" width="540" height="560" rx="30" fill="#f7f9fb" stroke="${INK}" stroke-width="8"/><rect x="390" y="240" width="420" height="240" rx="12" fill="${INK}"/><text x="600" y="390" font-family="sans-serif" font-size="96" fill="#7fe3f0" text-anchor="middle">21.5°</text>${[0, 1, 2].map((i) => `<circle cx="${470 + i * 130}" cy="600" r="45" fill="${i === 1 ? BRAND : CASING}" stroke="${INK}" stroke-width="5"/>`).join('')}`,
  motor: () =>
    `<rect x="300" y="300" width="520" height="300" rx="40" fill="${CASING}" stroke="${INK}" stroke-width="6"/>${Array.from({ length: 9 }, (_, i) => `<line x1="${340 + i * 55}" y1="300" x2="${340 + i * 55}" y2="600" stroke="${SHADE}" stroke-width="8"/>`).join('')}<rect x="820" y="420" width="150" height="60" fill="${SHADE}" stroke="${INK}" stroke-width="5"/><rect x="480" y="220" width="160" height="80" fill="${BRAND}" stroke="${INK}" stroke-width="5"/>`,
  rotor: () => rotor(600, 450, 320),
  warranty: () =>
    `<path d="M600 150 L880 250 Q880 620 600 760 Q320 620 320 250 Z" fill="${BRAND}" stroke="${INK}" stroke-width="8"/><path d="M470 450 L570 560 L760 350" fill="none" stroke="#ffffff" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>`,
};

export function drawingSvg(kind: DrawingKind): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 1200 900"><rect width="1200" height="900" fill="#f3f5f7"/><ellipse cx="600" cy="780" rx="420" ry="30" fill="#e3e8ed"/>${BODIES[kind]()}</svg>`;
}

/** A PNG of the drawing at IMAGE_WIDTH × IMAGE_HEIGHT. */
export function renderDrawing(kind: DrawingKind): Promise<Buffer> {
  return sharp(Buffer.from(drawingSvg(kind)))
    .png({ compressionLevel: 4 })
    .toBuffer();
}

/** A certification-style badge (no real marks): a rounded label with two lines of text, 480 × 160. */
export function renderBadge(top: string, bottom: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160"><rect x="4" y="4" width="472" height="152" rx="24" fill="#ffffff" stroke="${BRAND}" stroke-width="8"/><text x="240" y="72" font-family="sans-serif" font-weight="bold" font-size="48" fill="${BRAND}" text-anchor="middle">${top}</text><text x="240" y="124" font-family="sans-serif" font-size="32" fill="${INK}" text-anchor="middle">${bottom}</text></svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true }).toBuffer();
}

export const ALL_DRAWINGS = Object.keys(BODIES) as DrawingKind[];
