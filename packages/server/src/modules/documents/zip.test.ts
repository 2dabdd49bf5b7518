import { randomUUID } from 'node:crypto';
import { closeSync, ftruncateSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filenameFromContentDisposition } from '@airshop/domain/documents/content-disposition';
import { DOCUMENT_ZIP_MAX_BYTES, DOCUMENT_ZIP_MAX_FILES } from '@airshop/domain/documents/documents';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { documents } from '../../db/schema.ts';
import { type Storage, storageFor } from '../../platform/storage.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { anonymousContext } from '../../testing/request-context.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { downloadDocumentZip } from './document-zip.ts';
import { productWithDocuments } from './test-fixtures.ts';
import { pdfText, unzip } from './test-support.ts';

const t = useTestApp();
let product: Awaited<ReturnType<typeof productWithDocuments>>;
let other: Awaited<ReturnType<typeof productWithDocuments>>;

beforeAll(async () => {
  await loadTestCatalog(t.database.db, { products: 6, storage: storageFor(t.config.DATA_DIR) });
  product = await productWithDocuments(t.database.db, 0);
  other = await productWithDocuments(t.database.db, 1);
}, 120_000);

function zipRequest(ids: unknown, options: { query?: string; lang?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/Documents/DownloadDocumentZip${options.query ?? ''}`,
    headers: options.lang ? { 'x-lang': options.lang } : {},
    payload: ids as object,
  });
}

/** A document row for a file the test writes itself (name and size chosen by the test). */
async function addDocument(name: string, key: string, bytes: Buffer | { sparseSize: number }) {
  const file = path.join(t.config.DATA_DIR, 'files', ...key.split('/'));
  mkdirSync(path.dirname(file), { recursive: true });
  let size: number;
  if (Buffer.isBuffer(bytes)) {
    writeFileSync(file, bytes);
    size = bytes.length;
  } else {
    // A sparse file: as large as the limit test needs, without using the disk.
    const fd = openSync(file, 'w');
    ftruncateSync(fd, bytes.sparseSize);
    closeSync(fd);
    size = bytes.sparseSize;
  }
  writeFileSync(`${file}.type`, 'application/pdf');
  const id = randomUUID();
  await t.database.db.insert(documents).values({
    id,
    number: `T-${id.slice(0, 8)}`,
    name,
    languages: ['en'],
    categories: [{ type: 'Datasheet', typeKey: 'datasheet', supertype: 'Technical documentation', order: 1 }],
    status: 'Released',
    date: '2026-01-01',
    fileKey: key,
    fileName: 'x.pdf',
    fileSize: size,
    contentType: 'application/pdf',
  });
  return id;
}

describe('POST Documents/DownloadDocumentZip', () => {
  it('streams a zip named after the product, holding each document as a real PDF that names the product', async () => {
    const ids = product.docs.map((d) => d.id);
    const response = await zipRequest(ids);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(filenameFromContentDisposition(String(response.headers['content-disposition']))).toBe(
      `${product.name} - Documents.zip`,
    );
    const entries = unzip(response.rawPayload);
    const names = Object.keys(entries);
    expect(names).toHaveLength(ids.length);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
    for (const [i, doc] of product.docs.entries()) {
      expect(names[i]).toBe(`${doc.name} (${doc.languages.map((l) => l.toUpperCase()).join('-')}).pdf`);
    }
    for (const bytes of Object.values(entries)) {
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(await pdfText(bytes)).toContain(product.name);
    }
  });

  it('names the zip after ?productId= and in the request language; a mixed selection gets the generic name', async () => {
    const named = await zipRequest([product.docs[0]!.id], { query: `?productId=${other.id}`, lang: 'sv' });
    expect(named.statusCode).toBe(200);
    expect(filenameFromContentDisposition(String(named.headers['content-disposition']))).toBe(
      `${localizedText(other.nameOf, 'sv')} - Dokument.zip`,
    );

    const mixed = await zipRequest([product.docs[0]!.id, other.docs[0]!.id], { lang: 'de' });
    expect(mixed.statusCode).toBe(200);
    expect(filenameFromContentDisposition(String(mixed.headers['content-disposition']))).toBe(
      'Dokumente.zip',
    );
    expect(Object.keys(unzip(mixed.rawPayload))).toHaveLength(2);
  });

  it('gives files of the same name distinct names, and names with path parts stay inside the archive', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%test\n');
    const a = await addDocument('Same name', 'tests/zip/a.pdf', pdf);
    const b = await addDocument('same NAME', 'tests/zip/b.pdf', pdf);
    const evil = await addDocument('../../../etc/evil', 'tests/zip/c.pdf', pdf);
    const response = await zipRequest([a, b, evil, a]);
    expect(response.statusCode).toBe(200);
    const names = Object.keys(unzip(response.rawPayload));
    expect(names).toEqual(['Same name (EN).pdf', 'same NAME (EN) 2.pdf', '_.._.._etc_evil (EN).pdf']);
    expect(names.every((n) => !n.includes('/') && !n.includes('\\'))).toBe(true);
  });

  it('answers 404 naming unknown ids, 404 for an unknown product, 400 for invalid bodies', async () => {
    const missing = randomUUID();
    const unknown = await zipRequest([product.docs[0]!.id, missing]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', details: { missing: [missing] } });

    const noProduct = await zipRequest([product.docs[0]!.id], { query: '?productId=no-such-product' });
    expect(noProduct.statusCode).toBe(404);

    for (const body of [[], ['not-a-uuid'], { ids: [product.docs[0]!.id] }]) {
      const response = await zipRequest(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('refuses more documents than fit in one zip with 400, before streaming', async () => {
    const ids = Array.from({ length: DOCUMENT_ZIP_MAX_FILES + 1 }, () => randomUUID());
    const response = await zipRequest(ids);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('refuses a selection over the byte limit with 413, before streaming', async () => {
    const big = await addDocument('Huge', 'tests/zip/huge.pdf', { sparseSize: DOCUMENT_ZIP_MAX_BYTES });
    const response = await zipRequest([big, product.docs[0]!.id]);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      details: {
        maxBytes: DOCUMENT_ZIP_MAX_BYTES,
        bytes: DOCUMENT_ZIP_MAX_BYTES + product.docs[0]!.fileSize,
      },
    });
  });
});

describe('POST Documents/DownloadRelevantDocuments', () => {
  it('zips the current documents of the variants of the types asked for', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Documents/DownloadRelevantDocuments',
      payload: { variantCodes: [product.variantCode], docTypes: ['datasheet'] },
    });
    expect(response.statusCode).toBe(200);
    const expected = product.docs.filter(
      (d) => !d.retired && d.categories.some((c) => c.typeKey === 'datasheet'),
    );
    const entries = unzip(response.rawPayload);
    expect(Object.keys(entries)).toHaveLength(expected.length);
    for (const bytes of Object.values(entries)) expect(await pdfText(bytes)).toContain(product.name);
    expect(filenameFromContentDisposition(String(response.headers['content-disposition']))).toBe(
      `${product.name} - Documents.zip`,
    );
  });

  it('answers 204 when nothing matches and 400 for an invalid body', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Documents/DownloadRelevantDocuments',
      payload: { variantCodes: [product.variantCode], docTypes: ['no-such-type'] },
    });
    expect(none.statusCode).toBe(204);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Documents/DownloadRelevantDocuments',
      payload: { variantCodes: [product.variantCode] },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('zip streaming', () => {
  /** The app's storage, counting the files open at once and the bytes read from them. */
  function countingStorage() {
    const inner = storageFor(t.config.DATA_DIR);
    const stats = { gets: 0, opening: 0, open: 0, maxOpen: 0, bytesRead: 0, destroyed: 0 };
    const storage: Storage = {
      ...inner,
      async get(key) {
        stats.gets++;
        stats.opening++;
        const stream = await inner.get(key).finally(() => stats.opening--);
        stats.open++;
        stats.maxOpen = Math.max(stats.maxOpen, stats.open);
        stream.on('data', (chunk: Buffer) => {
          stats.bytesRead += chunk.length;
        });
        stream.once('close', () => {
          stats.open--;
          if (!stream.readableEnded) stats.destroyed++;
        });
        return stream;
      },
    };
    return { storage, stats };
  }

  const ctx = () => anonymousContext(t.database.db);

  it('reads one file at a time, only as fast as the zip is consumed', async () => {
    const { storage, stats } = countingStorage();
    const ids = [...product.docs, ...other.docs].map((d) => d.id);
    const total = [...product.docs, ...other.docs].reduce((sum, d) => sum + d.fileSize, 0);
    const zip = await downloadDocumentZip(ctx(), storage, { ids });
    // Nothing consumed yet: at most the stream buffers have been filled, not the whole selection.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stats.bytesRead).toBeLessThan(total);
    let size = 0;
    for await (const chunk of zip.stream) {
      size += (chunk as Buffer).length;
      expect(stats.maxOpen).toBeLessThanOrEqual(1);
    }
    expect(stats.maxOpen).toBe(1);
    expect(size).toBe(zip.size);
    expect(stats.bytesRead).toBe(total);
    // A file stream closes just after its last byte (the descriptor is closed asynchronously).
    await vi.waitFor(() => expect(stats.open).toBe(0));
    expect(stats.destroyed).toBe(0);
  });

  it('closes the file being read when the client goes away', async () => {
    const { storage, stats } = countingStorage();
    const zip = await downloadDocumentZip(ctx(), storage, { ids: product.docs.map((d) => d.id) });
    for await (const _chunk of zip.stream) break; // leaving the loop destroys the stream, as a closed socket does
    // No file stays open (closing a descriptor is asynchronous), and no further file is opened.
    await vi.waitFor(() => expect(stats.opening + stats.open).toBe(0));
    expect(stats.gets).toBe(1);
    expect(stats.bytesRead).toBeLessThan(product.docs.reduce((sum, d) => sum + d.fileSize, 0));
  });

  it('ends the stream with an error, never a zip that looks whole, when a file fails mid-way', async () => {
    const inner = storageFor(t.config.DATA_DIR);
    const second = product.docs[1]!.fileKey;
    const storage: Storage = {
      ...inner,
      async get(key) {
        if (key === second) throw new Error('disk failure');
        return inner.get(key);
      },
    };
    const zip = await downloadDocumentZip(ctx(), storage, { ids: product.docs.map((d) => d.id) });
    const chunks: Buffer[] = [];
    await expect(
      (async () => {
        for await (const chunk of zip.stream) chunks.push(chunk as Buffer);
      })(),
    ).rejects.toThrow('disk failure');
    expect(() => unzip(Buffer.concat(chunks))).toThrow();
  });
});
