import { catalogMenuSchema, catalogNodeSchema } from '@airshop/domain/catalog/catalog';
import { errorBodySchema } from '@airshop/domain/site/errors';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products, variants } from '../../db/schema.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { clearCatalogMenuCache } from './menu-service.ts';

const t = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const node = async (url: string, headers: Record<string, string> = {}) => {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  return catalogNodeSchema.parse(response.json());
};
const ids = (items: { Id: string }[]) => items.map((item) => item.Id);

beforeAll(async () => {
  const catalog = await loadTestCatalog(t.database.db);
  catalog.dispose();
  clearCatalogMenuCache();
});

describe('GET /api/v1/Catalog/Menu', () => {
  it('gives catalogues, top categories and their children, localized, with page URLs', async () => {
    const response = await get('/api/v1/Catalog/Menu', { 'x-lang': 'sv' });
    expect(response.statusCode).toBe(200);
    const menu = catalogMenuSchema.parse(response.json());
    expect(menu.Catalogs).toHaveLength(1);
    const [catalog] = menu.Catalogs;
    expect(catalog).toMatchObject({ Id: 'products', Name: 'Produkter', Url: '/sv/products' });
    expect(ids(catalog?.Items ?? []).slice(0, 3)).toEqual(['air-handling-units', 'fans', 'coils']);
    const units = catalog?.Items[0];
    expect(units).toMatchObject({ Name: 'Luftbehandlingsaggregat', ParentId: null });
    // A top category without its own image shows its first child's.
    expect(units?.Image).toMatch(/^\/media\/300x300\/catalog\/images\/.+\.png$/);
    expect(units?.Items.map((item) => [item.Id, item.ParentId, item.Url])).toEqual([
      ['ahu-rotary', 'air-handling-units', '/sv/products/air-handling-units/rotary'],
      ['ahu-plate', 'air-handling-units', '/sv/products/air-handling-units/plate'],
      ['ahu-compact', 'air-handling-units', '/sv/products/air-handling-units/compact'],
    ]);
    expect(units?.Items[0]?.Name).toBe('Med roterande värmeväxlare');
  });

  it('falls back to English where a language has no text', async () => {
    // The demo catalogue names its categories in every locale: this one is given no Polish name.
    await t.database.db
      .update(categories)
      .set({ name: { en: 'Fans', sv: 'Fläktar', de: 'Ventilatoren' } })
      .where(eq(categories.id, 'fans'));
    clearCatalogMenuCache();
    const english = catalogMenuSchema.parse((await get('/api/v1/Catalog/Menu')).json());
    const polish = catalogMenuSchema.parse((await get('/api/v1/Catalog/Menu', { 'x-lang': 'pl' })).json());
    expect(english.Catalogs[0]?.Items[1]?.Name).toBe('Fans');
    expect(polish.Catalogs[0]?.Items[1]?.Name).toBe('Fans');
    expect(polish.Catalogs[0]?.Url).toBe('/pl/products');
    const german = catalogMenuSchema.parse((await get('/api/v1/Catalog/Menu', { 'x-lang': 'de-AT' })).json());
    expect(german.Catalogs[0]?.Items[1]?.Name).toBe('Ventilatoren');
  });

  it('is kept per language for a short while, and reads the database again once cleared', async () => {
    const fans = async (lang: string) =>
      catalogMenuSchema.parse((await get('/api/v1/Catalog/Menu', { 'x-lang': lang })).json()).Catalogs[0]
        ?.Items[1]?.Name;
    expect(await fans('sv')).toBe('Fläktar');
    await t.database.db
      .update(categories)
      .set({ name: { en: 'Fans', sv: 'Fläktar och ventilatorer' } })
      .where(eq(categories.id, 'fans'));
    expect(await fans('sv')).toBe('Fläktar');
    clearCatalogMenuCache();
    expect(await fans('sv')).toBe('Fläktar och ventilatorer');
    // A node is never cached: it shows the change at once.
    expect((await node('/api/v1/Catalog/fans', { 'x-lang': 'sv' })).Name).toBe('Fläktar och ventilatorer');
  });
});

describe('GET /api/v1/Catalog', () => {
  it('gives the root of the first catalogue with its top categories and no products', async () => {
    const root = await node('/api/v1/Catalog');
    expect(root).toMatchObject({ Id: 'products', RootId: 'products', ParentId: null, Items: [] });
    expect(ids(root.Categories)).toContain('spare-parts');
    expect(root.Categories.every((c) => c.CategoryId === 'products')).toBe(true);
    expect(root.SelectedFilterItems).toEqual([
      { Id: 'products', Slug: 'products', Name: 'Products', Url: '/en/products' },
    ]);
  });

  it('resolves a page path to its category, with the trail from the root', async () => {
    const rotary = await node('/api/v1/Catalog?path=products/air-handling-units/rotary', { 'x-lang': 'de' });
    expect(rotary).toMatchObject({
      Id: 'ahu-rotary',
      ParentId: 'air-handling-units',
      Name: 'Mit Rotationswärmetauscher',
      Url: '/de/products/air-handling-units/rotary',
      DisplayCategoryDescription: true,
    });
    expect(rotary.SelectedFilterItems.map((item) => [item.Id, item.Slug])).toEqual([
      ['products', 'products'],
      ['air-handling-units', 'air-handling-units'],
      ['ahu-rotary', 'rotary'],
    ]);
    expect(rotary.Items.length).toBeGreaterThan(0);
    expect(rotary.Items[0]?.Url).toMatch(/^\/de\/products\/air-handling-units\/rotary\/[a-z0-9-]+$/);
  });

  it('answers 404 for a path that is no catalogue or category, and 400 for a malformed one', async () => {
    for (const path of ['nothing', 'products/air-handling-units/nothing', 'products/rotary']) {
      const response = await get(`/api/v1/Catalog?path=${path}`);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).code).toBe('not_found');
    }
    const bad = await get('/api/v1/Catalog?path=../etc');
    expect(bad.statusCode).toBe(400);
    expect(errorBodySchema.parse(bad.json()).code).toBe('validation_failed');
  });
});

describe('GET /api/v1/Catalog/{id}', () => {
  it('gives a category with its subcategories', async () => {
    const fans = await node('/api/v1/Catalog/fans');
    expect(fans).toMatchObject({ Id: 'fans', ParentId: null, Items: [] });
    expect(fans.Categories.map((c) => [c.Id, c.CategoryId])).toEqual([
      ['duct-fans', 'fans'],
      ['roof-fans', 'fans'],
    ]);
  });

  it('lists products as catalogue entries with images, flags and no prices', async () => {
    const rotary = await node('/api/v1/Catalog/ahu-rotary');
    const entry = rotary.Items[0];
    expect(entry).toMatchObject({ EntryType: 'Product', IsSparePart: false, IsShoppable: true });
    expect(entry?.Image).toMatch(/^\/media\/300x300\//);
    const raw = JSON.stringify((await get('/api/v1/Catalog/ahu-rotary')).json());
    expect(raw).not.toMatch(/price|currency/i);
  });

  it('hides discontinued products unless showDiscontinued=true', async () => {
    const before = await node('/api/v1/Catalog/ahu-rotary');
    const target = before.Items[0]?.Id as string;
    await t.database.db.update(products).set({ isDiscontinued: true }).where(eq(products.id, target));
    const hidden = await node('/api/v1/Catalog/ahu-rotary');
    expect(ids(hidden.Items)).not.toContain(target);
    expect(hidden.Filters.ShowDiscontinued).toBe(false);
    const shown = await node('/api/v1/Catalog/ahu-rotary?showDiscontinued=true');
    expect(shown.Items.find((item) => item.Id === target)?.IsDiscontinued).toBe(true);
    expect(shown.Filters.ShowDiscontinued).toBe(true);
    expect(ids((await node('/api/v1/Catalog/ahu-rotary?showDiscontinued=false')).Items)).toEqual(
      ids(hidden.Items),
    );
    await t.database.db.update(products).set({ isDiscontinued: false }).where(eq(products.id, target));
  });

  it('keeps only products with a shoppable variant when showWebShopOnly=true', async () => {
    const all = await node('/api/v1/Catalog/duct-fans');
    expect(all.Items.length).toBeGreaterThanOrEqual(2);
    const [first, second] = all.Items.map((item) => item.Id) as [string, string];
    await t.database.db.update(products).set({ isShoppable: false }).where(eq(products.id, first));
    await t.database.db.update(variants).set({ isShoppable: false }).where(eq(variants.productId, second));
    const listed = await node('/api/v1/Catalog/duct-fans');
    expect(listed.Items.find((item) => item.Id === first)).toMatchObject({
      IsShoppable: false,
      HasShoppableProducts: false,
    });
    expect(listed.Items.find((item) => item.Id === second)).toMatchObject({
      IsShoppable: true,
      HasShoppableProducts: false,
    });
    const shopOnly = await node('/api/v1/Catalog/duct-fans?showWebShopOnly=true');
    expect(ids(shopOnly.Items)).toEqual(ids(all.Items).filter((id) => id !== first && id !== second));
    expect(shopOnly.Items.every((item) => item.IsShoppable && item.HasShoppableProducts)).toBe(true);
    await t.database.db
      .update(products)
      .set({ isShoppable: true })
      .where(inArray(products.id, [first]));
    await t.database.db.update(variants).set({ isShoppable: true }).where(eq(variants.productId, second));
  });

  it('keeps only spare parts when showSparePartsOnly=true', async () => {
    const spares = await node('/api/v1/Catalog/spare-parts?showSparePartsOnly=true');
    expect(spares.Items.length).toBeGreaterThan(0);
    expect(spares.Items.every((item) => item.IsSparePart)).toBe(true);
    const units = await node('/api/v1/Catalog/ahu-rotary?showSparePartsOnly=true');
    expect(units.Items).toEqual([]);
    expect(units.Filters.ShowSparePartsOnly).toBe(true);
  });

  it('answers 404 for an unknown category', async () => {
    const response = await get('/api/v1/Catalog/no-such-category');
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ code: 'not_found' });
  });

  it('answers 400 with the error body for a filter value other than true or false', async () => {
    for (const query of ['showDiscontinued=yes', 'showWebShopOnly=1', 'showSparePartsOnly=']) {
      const response = await get(`/api/v1/Catalog/fans?${query}`);
      expect(response.statusCode).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.code).toBe('validation_failed');
      expect(JSON.stringify(body.details)).toContain(query.split('=')[0]);
    }
    expect((await get('/api/v1/Catalog?showDiscontinued=maybe')).statusCode).toBe(400);
  });
});
