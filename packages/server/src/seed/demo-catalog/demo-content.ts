import type { PageType } from '@airshop/domain/content/content';
import { DEMO_PAGES } from './content-pages.ts';
import { DEMO_POSTS } from './content-posts.ts';
import { DEMO_SOLUTIONS, type DemoLanguage } from './content-solutions.ts';
import type { DrawingKind } from './drawings.ts';
import type { PlannedProduct } from './plan.ts';

/*
 * The demo's content pages as import records (docs/catalog-import-format.md, content): 12 solutions, 30 pages
 * and 20 blog posts in English, Swedish and German; every other locale shows the English text and says so.
 * Their related products are the first products of the families each item names, so they exist in any demo
 * size; their pictures are the catalogue's own drawings.
 */

const LANGUAGES: DemoLanguage[] = ['en', 'sv', 'de'];

type ByLanguage = Record<DemoLanguage, string>;

const HOW_WE_HELP: ByLanguage = { en: 'How Kvistra helps', sv: 'Så hjälper Kvistra', de: 'So hilft Kvistra' };
const SOLUTION_CLOSING: ByLanguage = {
  en: 'Our application engineers help you choose units, filters and controls for your building, and our service teams keep them running for decades.',
  sv: 'Våra applikationsingenjörer hjälper dig att välja aggregat, filter och styrning för din byggnad, och våra serviceteam håller dem i drift i årtionden.',
  de: 'Unsere Anwendungsingenieure helfen Ihnen bei der Auswahl von Geräten, Filtern und Regelung für Ihr Gebäude, und unsere Serviceteams halten sie über Jahrzehnte in Betrieb.',
};
const PAGE_CLOSING: Record<PageType, ByLanguage> = {
  article: {
    en: '<h2>Your own project</h2><p>Questions about your building? Our application engineers answer them, and the selection tool shows the figures of each unit side by side.</p>',
    sv: '<h2>Ditt eget projekt</h2><p>Frågor om din byggnad? Våra applikationsingenjörer svarar, och dimensioneringsprogrammet visar varje aggregats värden sida vid sida.</p>',
    de: '<h2>Ihr eigenes Projekt</h2><p>Fragen zu Ihrem Gebäude? Unsere Anwendungsingenieure beantworten sie, und das Auslegungsprogramm zeigt die Werte jedes Geräts nebeneinander.</p>',
  },
  news: {
    en: '<p>For more information, contact your Kvistra sales office.</p>',
    sv: '<p>Kontakta ditt Kvistra-säljkontor för mer information.</p>',
    de: '<p>Weitere Informationen erhalten Sie von Ihrem Kvistra-Vertriebsbüro.</p>',
  },
  guide: {
    en: '<h2>Safety first</h2><p>Work on a unit only when it is <strong>isolated from the mains</strong>, and follow the installation and maintenance instructions among the unit’s documents.</p>',
    sv: '<h2>Säkerheten först</h2><p>Arbeta bara med ett aggregat när det är <strong>frånskilt från nätet</strong>, och följ installations- och skötselanvisningarna bland aggregatets dokument.</p>',
    de: '<h2>Sicherheit zuerst</h2><p>Arbeiten Sie an einem Gerät nur, wenn es <strong>vom Netz getrennt</strong> ist, und befolgen Sie die Montage- und Wartungsanleitungen in den Dokumenten des Geräts.</p>',
  },
};
const BY_LINE: ByLanguage = {
  en: '{author}, {role} at Kvistra Air',
  sv: '{author}, {role} på Kvistra Air',
  de: '{author}, {role} bei Kvistra Air',
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function byLanguage(make: (language: DemoLanguage) => string): ByLanguage {
  return Object.fromEntries(LANGUAGES.map((l) => [l, make(l)])) as ByLanguage;
}

/** The date `days` before `today` (YYYY-MM-DD). */
function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export interface DemoContent {
  solutions: unknown[];
  pages: unknown[];
  posts: unknown[];
  drawings: Set<DrawingKind>;
}

export function demoContent(planned: readonly PlannedProduct[], today: string): DemoContent {
  const firstOfFamily = new Map<string, string>();
  for (const p of planned) if (!firstOfFamily.has(p.family.key)) firstOfFamily.set(p.family.key, p.id);
  const related = (families: string[]) => families.flatMap((key) => firstOfFamily.get(key) ?? []);
  const drawings = new Set<DrawingKind>();
  const image = (kind: DrawingKind) => {
    drawings.add(kind);
    return { file: `images/${kind}.png` };
  };

  const solutions = DEMO_SOLUTIONS.map((s, i) => ({
    id: `solution-${s.route}`,
    kind: 'solution',
    route: s.route,
    title: byLanguage((l) => s.text[l].title),
    summary: byLanguage((l) => s.text[l].summary),
    body: byLanguage((l) => {
      const t = s.text[l];
      const points = t.points.map((p) => `<li>${escapeHtml(p)}</li>`).join('');
      return `<p>${escapeHtml(t.need)}</p><h2>${HOW_WE_HELP[l]}</h2><ul>${points}</ul><p>${SOLUTION_CLOSING[l]}</p>`;
    }),
    image: image(s.drawing),
    publishedAt: daysBefore(today, 400 + i * 9),
    related: related(s.families),
    sort: i,
  }));

  const pages = DEMO_PAGES.map((p, i) => ({
    id: `page-${p.route}`,
    kind: 'page',
    pageType: p.type,
    route: p.route,
    title: byLanguage((l) => p.text[l][0]),
    summary: byLanguage((l) => p.text[l][1]),
    body: byLanguage((l) => `<p>${escapeHtml(p.text[l][2])}</p>${PAGE_CLOSING[p.type][l]}`),
    image: image(p.drawing),
    publishedAt: daysBefore(today, 5 + i * 17),
    related: related(p.families),
    sort: i,
  }));

  const posts = DEMO_POSTS.map((p, i) => ({
    id: `post-${p.route}`,
    kind: 'blog-post',
    route: p.route,
    title: byLanguage((l) => p.text[l][0]),
    summary: byLanguage((l) => p.text[l][1]),
    body: byLanguage((l) => {
      const byLine = BY_LINE[l].replace('{author}', p.author).replace('{role}', p.role[l]);
      return `<p>${escapeHtml(p.text[l][2])}</p><p><em>${escapeHtml(byLine)}</em></p>`;
    }),
    image: image(p.drawing),
    publishedAt: daysBefore(today, 3 + i * 11),
    related: related(p.families),
    sort: i,
  }));

  return { solutions, pages, posts, drawings };
}
