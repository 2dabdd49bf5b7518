import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The commerce home (ADR 0047): prices, stock and delivery data are read in modules/commerce only, and the
 * decision who may see them is made there only. Other modules call its services or build their statements
 * from its SQL pieces. A file that names the tables or the strategy elsewhere fails this test.
 */

const SRC = join(import.meta.dirname, '../..');

/** Places that may name the tables: this home; the importer and the demo seed write them; the schema declares. */
// testing/: the helpers tests (and the screenshot seed) use to put priced goods in place.
const MAY_NAME_THE_TABLES = [
  'modules/commerce/',
  'modules/catalog-import/',
  'seed/',
  'db/schema/',
  'testing/',
];

const PRICE_OR_STOCK_TABLE =
  /\b(variant_prices|variant_stock|lead_times|variantPrices|variantStock|leadTimes)\b/;
const THE_STRATEGY = /\bmayShowCommerceData\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests and their kits set up and check prices in the tables on purpose.
    return /\.ts$/.test(entry.name) && !/(\.test|-test-kit)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  name: relative(SRC, path).replaceAll('\\', '/'),
  text: readFileSync(path, 'utf8'),
}));

describe('the commerce home', () => {
  it('is the only reader of the price, stock and delivery-time data', () => {
    const readers = files
      .filter((file) => PRICE_OR_STOCK_TABLE.test(file.text))
      .map((file) => file.name)
      .filter((name) => !MAY_NAME_THE_TABLES.some((place) => name.startsWith(place)));
    expect(readers).toEqual([]);
    // The check looks at real files: the home itself reads the tables.
    expect(files.some((file) => file.name === 'modules/commerce/price-lines.ts')).toBe(true);
    expect(files.filter((file) => PRICE_OR_STOCK_TABLE.test(file.text)).length).toBeGreaterThan(3);
  });

  it('is the only place that decides who may see prices', () => {
    const deciders = files.filter((file) => THE_STRATEGY.test(file.text)).map((file) => file.name);
    expect(deciders).toEqual(['modules/commerce/viewer.ts']);
  });
});
