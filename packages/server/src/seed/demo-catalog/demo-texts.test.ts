import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '@airshop/domain/i18n/locales';
import { type LocalizedText, localizedText } from '@airshop/domain/i18n/localized-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES } from './families.ts';
import { generateDemoCatalog } from './generate.ts';

/*
 * Point 22 of issue 13: product pages mixed languages. Every text of the demo catalogue must read in every
 * locale's own language: a text equal to the English one is allowed only when it holds no word at all (product
 * codes, numbers, units, brand and protocol names) or is on the short list of words its language shares with English.
 */

const work = mkdtempSync(path.join(os.tmpdir(), 'airshop-demo-texts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// de-AT, fr-BE and nl-BL read their base language (localizedText), so they are checked through it.
const LOCALES_BUT_ENGLISH = LOCALES.filter((locale) => locale !== 'en');

/** Names that read the same in every language. */
const NAMES =
  /\b(Kvistra(?: Air| Care| Cortex)?|Airshop|Modbus|RTU|BACnet\/IP|BACnet|ISO|ePM\d*(?:\.\d)?|Coarse)\b/g;
/** Product codes ("RX 04", "TF 280 L"), numbers and units. */
const CODES_AND_UNITS = /\b([A-Z]{1,4}|\d[\d.,–-]*|mm|m³\/s|kW|bar|V|°C)\b/g;

/** Words a language writes as English does, for the demo's texts (attribute names and categories). */
const SAME_IN: Record<string, string[]> = {
  de: ['Medium'],
  sv: ['Medium'],
  fr: ['Orientation', 'Dimensions', 'Extension'],
  hu: ['EC motor, IP44'],
  nl: ['Filters', 'Medium', 'Model'],
  pl: ['Model'],
  ro: ['Model'],
  tr: ['Model', 'EC motor, IP44'],
};

function hasWords(english: string, language: string): boolean {
  if ((SAME_IN[language] ?? []).includes(english)) return false;
  const bare = english
    .replace(/<[^>]+>/g, ' ')
    .replace(NAMES, ' ')
    .replace(CODES_AND_UNITS, ' ');
  return /\p{L}{2,}/u.test(bare);
}

function isLocalizedText(value: unknown): value is LocalizedText {
  return typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string';
}

/** Every localized text in a record, with where it is. */
function textsOf(value: unknown, at: string): { at: string; text: LocalizedText }[] {
  if (isLocalizedText(value)) return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${at}[${i}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => textsOf(item, `${at}.${key}`));
  return [];
}

function englishIn(texts: { at: string; text: LocalizedText }[]): string[] {
  const found = new Set<string>();
  for (const { at, text } of texts) {
    for (const locale of LOCALES_BUT_ENGLISH) {
      const language = locale.split('-')[0] as string;
      if (localizedText(text, locale) === text.en && hasWords(text.en, language))
        found.add(`${at.replace(/\[\d+\]/g, '[]')} ${locale}: "${text.en.slice(0, 60)}"`);
    }
  }
  return [...found];
}

const jsonl = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

beforeAll(async () => {
  // Enough products for every family and a notification.
  await generateDemoCatalog({ products: 60, today: '2026-01-15', outDir: work, ownDocumentFiles: 0 });
}, 120_000);

describe('demo catalogue texts', () => {
  it('read no English in another locale on products, outside codes, numbers and names', () => {
    const products = readdirSync(path.join(work, 'products')).flatMap((file) =>
      jsonl(path.join(work, 'products', file)),
    );
    expect(new Set(products.map((product) => product.category)).size).toBe(FAMILIES.length);
    const texts = products.flatMap((product) => textsOf(product, product.kind));
    expect(englishIn(texts)).toEqual([]);
  });

  it('read no English in another locale on catalogues and categories', () => {
    const texts = [
      ...textsOf(JSON.parse(readFileSync(path.join(work, 'catalogs.json'), 'utf8')), 'catalog'),
      ...textsOf(JSON.parse(readFileSync(path.join(work, 'categories.json'), 'utf8')), 'category'),
    ];
    expect(englishIn(texts)).toEqual([]);
  });
});
