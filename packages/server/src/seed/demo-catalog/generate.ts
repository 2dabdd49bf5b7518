import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import { demoContactBlock, demoContactPortraits, demoSalesContacts } from './demo-contacts.ts';
import { demoContent } from './demo-content.ts';
import {
  type DemoDocument,
  type DocKind,
  productDocuments,
  renderDocumentPdf,
  titleOf,
} from './demo-documents.ts';
import { demoProductRecord, type ExtraPools } from './demo-products.ts';
import { demoPromotions } from './demo-promotions.ts';
import { demoUnits, renderUnitDocumentPdf } from './demo-units.ts';
import { type DrawingKind, renderBadge, renderDrawing } from './drawings.ts';
import { CATEGORY_NAMES, FAMILIES, MANUFACTURER, PARENT_CATEGORIES, t } from './families.ts';
import { type PlannedProduct, planCatalog } from './plan.ts';
import { Prng } from './prng.ts';
import { inAllLanguages } from './product-texts.ts';

export interface DemoOptions {
  products: number;
  outDir: string;
  seed?: number;
  /** "Today" for stock and document dates (YYYY-MM-DD); part of the output, so fix it for identical runs. */
  today?: string;
  /**
   * Products that get PDF files of their own; the documents of the others share one file per series, type
   * and language, so a 10k-product folder stays small.
   */
  ownDocumentFiles?: number;
}

export interface DemoSummary {
  products: number;
  variants: number;
  documents: number;
  files: number;
  units: number;
  ms: number;
}

export const DEFAULT_SEED = 20_240_611;

/** Writes a demo catalogue folder in the import format (docs/catalog-import-format.md). */
export async function generateDemoCatalog(options: DemoOptions): Promise<DemoSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const today = options.today ?? '2026-01-15';
  const year = Number(today.slice(0, 4));
  const ownFiles = options.ownDocumentFiles ?? 200;
  const out = options.outDir;
  await mkdir(path.join(out, 'products'), { recursive: true });

  const planned = planCatalog(options.products, seed);
  const rng = new Prng(seed ^ 0x5eed);
  const written = new Set<string>();
  const writeOnce = async (rel: string, make: () => Buffer | Promise<Buffer>) => {
    if (written.has(rel)) return;
    written.add(rel);
    const file = path.join(out, 'files', rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await make());
  };

  // Images: each drawing once, shared by every product that shows it.
  const imageFile = (kind: DrawingKind) => `images/${kind}.png`;
  const drawings = new Set<DrawingKind>(['controls']);
  for (const p of planned) for (const d of p.family.drawings) drawings.add(d);
  await Promise.all([...drawings].map((d) => writeOnce(imageFile(d), () => renderDrawing(d))));
  await writeOnce('logos/ecodesign-ready.png', () => renderBadge('ECO 2018', 'ecodesign ready'));
  await writeOnce('logos/hygiene-tested.png', () => renderBadge('HYGIENE', 'tested to VDI 6022'));
  for (const portrait of demoContactPortraits()) await writeOnce(portrait.file, portrait.render);

  // Extras point at variants of accessory, spare-part, filter and warranty products.
  const pools: ExtraPools = { accessory: [], 'spare-part': [], filter: [], warranty: [] };
  for (const p of planned) {
    if (p.family.kind !== 'product')
      pools[p.family.kind].push(...p.variants.filter((v) => v.offered).map((v) => v.code));
  }
  const byFamily = new Map<string, PlannedProduct[]>();
  for (const p of planned) byFamily.set(p.family.key, [...(byFamily.get(p.family.key) ?? []), p]);

  // Lines are streamed to their files: a 10k-product catalogue is a few hundred MB of JSON.
  const documentLines = lineWriter(path.join(out, 'documents.jsonl'));
  const productLines = new Map<string, ReturnType<typeof lineWriter>>();
  let variantCount = 0;
  for (const p of planned) {
    const own = p.index < ownFiles;
    const fileFor = (kind: DocKind, language: string) =>
      own
        ? `documents/${p.id}/${kind}-${language}.pdf`
        : `documents/series/${p.family.key}/${kind}-${language}.pdf`;
    const docs = productDocuments(p, rng, year, fileFor);
    for (const doc of docs) {
      const { kind, ...record } = doc;
      await documentLines.write(JSON.stringify(record));
      await writeOnce(doc.file, () => renderDocumentPdf(pdfSubject(p, doc, own), kind));
    }
    const siblings = byFamily.get(p.family.key) ?? [];
    const at = siblings.indexOf(p);
    const record = demoProductRecord(p, {
      rng,
      pools,
      siblings: siblings.slice(Math.max(0, at - 1), at + 3),
      documents: docs,
      datasheetId: (docs[0] as DemoDocument).id,
      brochureId: (docs.find((d) => d.kind === 'brochure') as DemoDocument).id,
      imageFile,
      today,
    });
    variantCount += p.variants.filter((v) => v.offered).length;
    let lines = productLines.get(p.family.key);
    if (!lines) {
      lines = lineWriter(path.join(out, 'products', `${p.family.key}.jsonl`));
      productLines.set(p.family.key, lines);
    }
    await lines.write(JSON.stringify(record));
  }

  const json = (rel: string, value: unknown) =>
    writeFile(path.join(out, rel), `${JSON.stringify(value, null, 2)}\n`);
  await json('manifest.json', {
    format: 'airshop-catalog',
    version: 1,
    manufacturer: MANUFACTURER,
    generatedBy: `airshop demo catalogue, seed ${seed}`,
  });
  await json('catalogs.json', [
    {
      id: 'products',
      routeSegment: 'products',
      name: inAllLanguages(t('Products', 'Produkter', 'Produkte', 'Tuotteet', 'Produits')),
      sort: 0,
    },
  ]);
  await json('categories.json', demoCategories());
  await documentLines.close();
  for (const lines of productLines.values()) await lines.close();
  await json('sales-contacts.json', demoSalesContacts(new Prng(seed ^ 0xc0ffee)));
  await json('contact-block.json', demoContactBlock());

  const content = demoContent(planned, today);
  await Promise.all([...content.drawings].map((d) => writeOnce(imageFile(d), () => renderDrawing(d))));
  await mkdir(path.join(out, 'content'), { recursive: true });
  await json('content/solutions.json', content.solutions);
  await json('content/pages.json', content.pages);
  await json('content/blog.json', content.posts);
  await json('promotions.json', demoPromotions(today));

  // Sold units with their orders and their own documents (ADR 0073).
  const sold = demoUnits(planned, today, seed, (p) => imageFile(p.family.drawings[0] as DrawingKind));
  await json('unit-orders.json', sold.orders);
  const unitLines = lineWriter(path.join(out, 'units.jsonl'));
  for (const unit of sold.units) {
    const product = sold.productOf.get(unit.id) as PlannedProduct;
    for (const document of unit.documents) {
      await writeOnce(document.file, () => renderUnitDocumentPdf(unit, document, product.name));
    }
    await unitLines.write(JSON.stringify(unit));
  }
  await unitLines.close();

  return {
    products: planned.length,
    variants: variantCount,
    documents: documentLines.count,
    files: written.size,
    units: sold.units.length,
    ms: performance.now() - started,
  };
}

function demoCategories(): unknown[] {
  const parents = PARENT_CATEGORIES.map((c) => ({
    id: c.id,
    catalog: 'products',
    routeSegment: c.id,
    name: c.name,
    sort: c.sort,
  }));
  const families = FAMILIES.map((f, i) => ({
    id: f.category.id,
    catalog: 'products',
    ...(f.category.parent ? { parent: f.category.parent } : {}),
    routeSegment:
      f.category.parent === 'air-handling-units' ? f.category.id.replace('ahu-', '') : f.category.id,
    name: CATEGORY_NAMES[f.category.id],
    description: f.intro,
    displayCategoryDescription: true,
    image: { file: `images/${f.drawings[0]}.png`, alt: CATEGORY_NAMES[f.category.id] },
    sort: 10 + i,
  }));
  // Families sharing a category (none today) would repeat it: keep the first.
  const seen = new Set<string>();
  return [...parents, ...families].filter((c) => !seen.has(c.id) && seen.add(c.id));
}

function pdfSubject(p: PlannedProduct, doc: DemoDocument, own: boolean) {
  const language = doc.languages[0] as string;
  const f = p.family;
  const attributes = f.attributes.slice(0, 3);
  return {
    title: titleOf(doc.kind, language),
    productName: own ? p.name : `${f.series} series`,
    number: own ? doc.number : `${f.prefix}-SERIES-${language.toUpperCase()}`,
    language,
    date: doc.date,
    headers: ['Code', 'LVI', ...attributes.map((a) => localizedText(a.name, language))],
    rows: (own ? p.variants.filter((v) => v.offered) : []).map((v) => [
      v.code,
      v.lvi,
      ...attributes.map((a, i) =>
        localizedText(a.values[v.values[i] as number]?.text ?? { en: '' }, language),
      ),
    ]),
  };
}

/** Appends lines to a file, waiting when the stream's buffer is full. */
function lineWriter(file: string) {
  const stream = createWriteStream(file);
  const writer = {
    count: 0,
    async write(line: string): Promise<void> {
      writer.count++;
      if (!stream.write(`${line}\n`)) await once(stream, 'drain');
    },
    async close(): Promise<void> {
      stream.end();
      await once(stream, 'finish');
    },
  };
  return writer;
}
