import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRecord, productRecord } from '../../modules/catalog-import/format.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './drawings.ts';
import { generateDemoCatalog } from './generate.ts';
import { pdfText } from './pdf-writer.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'airshop-demo-test-'));
const dirA = path.join(work, 'a');
const dirB = path.join(work, 'b');
const dirC = path.join(work, 'c');
afterAll(() => rmSync(work, { recursive: true, force: true }));

function listFiles(root: string, rel = ''): string[] {
  return readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(root, path.join(rel, e.name)) : [path.join(rel, e.name)],
  );
}
function fingerprint(root: string): Map<string, string> {
  return new Map(
    listFiles(root)
      .sort()
      .map((f) => [
        f,
        createHash('sha256')
          .update(readFileSync(path.join(root, f)))
          .digest('hex'),
      ]),
  );
}
const jsonl = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

const options = { products: 40, today: '2026-01-15', seed: 7 };

beforeAll(async () => {
  await generateDemoCatalog({ ...options, outDir: dirA });
  await generateDemoCatalog({ ...options, outDir: dirB });
  await generateDemoCatalog({ ...options, seed: 8, outDir: dirC });
}, 120_000);

describe('demo catalogue generator', () => {
  it('writes the same folder, byte for byte, for the same seed, and another for another seed', () => {
    const a = fingerprint(dirA);
    expect(a.size).toBeGreaterThan(100);
    expect(fingerprint(dirB)).toEqual(a);
    const c = fingerprint(dirC);
    expect(c.get('products/ahu-rotary.jsonl')).not.toBe(a.get('products/ahu-rotary.jsonl'));
  });

  it('writes records the import format accepts, with 7-digit LVI numbers and unique codes', () => {
    const products = readdirSync(path.join(dirA, 'products')).flatMap((f) =>
      jsonl(path.join(dirA, 'products', f)),
    );
    expect(products).toHaveLength(40);
    const codes = new Set<string>();
    for (const raw of products) {
      const product = productRecord.parse(raw);
      for (const v of product.variants) {
        expect(v.lviNumber).toMatch(/^\d{7}$/);
        expect(codes.has(v.code)).toBe(false);
        codes.add(v.code);
      }
    }
    const kinds = new Set(products.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(['accessory', 'filter', 'product', 'spare-part', 'warranty']);
    const documents = jsonl(path.join(dirA, 'documents.jsonl')).map((d) => documentRecord.parse(d));
    expect(documents.length).toBeGreaterThanOrEqual(200);
    expect(documents.some((d) => d.retired)).toBe(true);
    expect(new Set(documents.flatMap((d) => d.languages))).toEqual(new Set(['en', 'sv', 'de', 'fi', 'fr']));
  });

  it('draws real PNG images of the stated size', async () => {
    const images = listFiles(path.join(dirA, 'files/images'));
    expect(images.length).toBeGreaterThanOrEqual(10);
    for (const image of images) {
      const meta = await sharp(path.join(dirA, 'files/images', image)).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([IMAGE_WIDTH, IMAGE_HEIGHT]);
    }
  });

  it('writes real PDFs whose text names the product and the document number', () => {
    const documents = jsonl(path.join(dirA, 'documents.jsonl'));
    const products = jsonl(path.join(dirA, 'products/ahu-rotary.jsonl'));
    const product = products[0];
    const own = documents.filter((d) => (product.documents as string[]).includes(d.id));
    expect(own.length).toBeGreaterThanOrEqual(5);
    for (const doc of own) {
      const pdf = readFileSync(path.join(dirA, 'files', doc.file));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      assertXrefIsValid(pdf);
      const text = pdfText(pdf);
      expect(text).toContain(product.name.en);
      if (!doc.retired) expect(text).toContain(doc.number);
    }
  });
});

/** Every object the cross-reference table lists starts at the offset it gives, as a PDF reader expects. */
function assertXrefIsValid(pdf: Buffer): void {
  const source = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(source)?.[1]);
  expect(source.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /xref\n0 (\d+)\n/.exec(source.slice(startxref)) ?? [];
  const entries = source
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(source.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
}
