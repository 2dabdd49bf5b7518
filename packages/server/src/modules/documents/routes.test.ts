import { randomUUID } from 'node:crypto';
import { filenameFromContentDisposition } from '@airshop/domain/documents/content-disposition';
import {
  documentListSchema,
  RECENT_DOCUMENTS_COOKIE,
  RECENT_DOCUMENTS_MAX,
} from '@airshop/domain/documents/documents';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.ts';
import { storageFor } from '../../platform/storage.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { productWithDocuments } from './test-fixtures.ts';
import { pdfText } from './test-support.ts';

const t = useTestApp();
let product: Awaited<ReturnType<typeof productWithDocuments>>;

beforeAll(async () => {
  await loadTestCatalog(t.database.db, { products: 6, storage: storageFor(t.config.DATA_DIR) });
  product = await productWithDocuments(t.database.db);
}, 120_000);

function recentCookie(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((c) => c.name === RECENT_DOCUMENTS_COOKIE);
}

describe('GET Documents/{id} and /Download', () => {
  it('shows the PDF inline, with its type, length, ETag and a safe file name; the text names the product', async () => {
    const doc = product.docs[0]!;
    const response = await t.app.inject({
      url: `/api/v1/Documents/${doc.id}?analytics=product-page-documents`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBe(doc.fileSize);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers['last-modified']).toBeTruthy();
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition.startsWith('inline;')).toBe(true);
    expect(filenameFromContentDisposition(disposition)).toBe(
      `${doc.name} (${doc.languages.map((l) => l.toUpperCase()).join('-')}).pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(response.rawPayload)).toContain(product.name);
  });

  it('sends the file as an attachment on /Download', async () => {
    const doc = product.docs[1]!;
    const response = await t.app.inject({ url: `/api/v1/Documents/${doc.id}/Download?analytics=x` });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition']).startsWith('attachment;')).toBe(true);
    expect(await pdfText(response.rawPayload)).toContain(product.name);
  });

  it('answers 304 when the client has the current copy', async () => {
    const url = `/api/v1/Documents/${product.docs[0]!.id}`;
    const first = await t.app.inject({ url });
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('still serves a retired document by its id', async () => {
    const doc = product.docs[2]!;
    await t.database.db.update(documents).set({ retired: true }).where(eq(documents.id, doc.id));
    try {
      const response = await t.app.inject({ url: `/api/v1/Documents/${doc.id}/Download` });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(doc.fileSize);
    } finally {
      await t.database.db.update(documents).set({ retired: false }).where(eq(documents.id, doc.id));
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ url: `/api/v1/Documents/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const malformed = await t.app.inject({ url: '/api/v1/Documents/not-a-uuid/Download' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers 404 when the document exists but its file is gone (and serves nothing)', async () => {
    const id = randomUUID();
    await t.database.db.insert(documents).values({
      id,
      number: 'GONE-1',
      name: 'Gone',
      status: 'Released',
      date: '2026-01-01',
      fileKey: 'catalog/documents/missing/gone.pdf',
      fileName: 'gone.pdf',
      fileSize: 10,
      contentType: 'application/pdf',
    });
    const response = await t.app.inject({ url: `/api/v1/Documents/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('recently viewed documents', () => {
  it('records each view in an HttpOnly, SameSite=Lax cookie, newest first, without duplicates', async () => {
    const [a, b] = product.docs;
    const first = await t.app.inject({ url: `/api/v1/Documents/${a!.id}` });
    const cookie = recentCookie(first);
    expect(cookie).toMatchObject({ value: a!.id, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie).not.toHaveProperty('secure', true);

    const second = await t.app.inject({
      url: `/api/v1/Documents/${b!.id}/Download`,
      cookies: { [RECENT_DOCUMENTS_COOKIE]: cookie!.value },
    });
    expect(recentCookie(second)?.value).toBe(`${b!.id}.${a!.id}`);

    const third = await t.app.inject({
      url: `/api/v1/Documents/${a!.id}`,
      cookies: { [RECENT_DOCUMENTS_COOKIE]: recentCookie(second)!.value },
    });
    expect(recentCookie(third)?.value).toBe(`${a!.id}.${b!.id}`);
  });

  it('ignores garbage in the cookie and keeps at most the newest RECENT_DOCUMENTS_MAX', async () => {
    const older = Array.from({ length: RECENT_DOCUMENTS_MAX + 5 }, () => randomUUID());
    const doc = product.docs[0]!;
    const response = await t.app.inject({
      url: `/api/v1/Documents/${doc.id}`,
      cookies: { [RECENT_DOCUMENTS_COOKIE]: ['<script>', ...older, '../../x'].join('.') },
    });
    expect(response.statusCode).toBe(200);
    const ids = recentCookie(response)!.value.split('.');
    expect(ids).toHaveLength(RECENT_DOCUMENTS_MAX);
    expect(ids[0]).toBe(doc.id);
    expect(ids.slice(1)).toEqual(older.slice(0, RECENT_DOCUMENTS_MAX - 1));
  });
});

describe('GET Documents/GetDocumentsForComponent', () => {
  it('lists the documents of the ids in the order asked, in the spec shape', async () => {
    const [a, b, c] = product.docs;
    const response = await t.app.inject({
      url: `/api/v1/Documents/GetDocumentsForComponent?documentIds=${c!.id},${a!.id},${randomUUID()},${b!.id},${a!.id}`,
    });
    expect(response.statusCode).toBe(200);
    const list = documentListSchema.parse(response.json());
    expect(list.map((d) => d.Id)).toEqual([c!.id, a!.id, b!.id]);
    const first = list[1]!;
    expect(first).toMatchObject({
      Id: a!.id,
      Name: a!.name,
      Languages: a!.languages,
      Retired: false,
      Url: `/api/v1/Documents/${a!.id}`,
      DownloadUrl: `/api/v1/Documents/${a!.id}/Download`,
    });
    expect(first.Categories[0]).toMatchObject({ TypeKey: a!.categories[0]!.typeKey });
    expect(first.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.DateSortable).toBe(Number(first.Date.replaceAll('-', '')));
  });

  it('answers 204 when no id is known', async () => {
    const response = await t.app.inject({
      url: `/api/v1/Documents/GetDocumentsForComponent?documentIds=${randomUUID()}`,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('answers 400 for malformed, missing or too many ids', async () => {
    for (const query of [
      'documentIds=abc',
      '',
      'documentIds=',
      `documentIds=${Array.from({ length: 201 }, () => randomUUID()).join(',')}`,
    ]) {
      const response = await t.app.inject({ url: `/api/v1/Documents/GetDocumentsForComponent?${query}` });
      expect(response.statusCode, query.slice(0, 40)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('POST Documents/GetRelevantDocuments', () => {
  it('lists the current documents of the variant and its product whose type is asked for', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Documents/GetRelevantDocuments',
      payload: { variantCodes: [product.variantCode], docTypes: ['datasheet', 'manual'] },
    });
    expect(response.statusCode).toBe(200);
    const list = documentListSchema.parse(response.json());
    const expected = product.docs.filter(
      (d) => !d.retired && d.categories.some((c) => ['datasheet', 'manual'].includes(c.typeKey)),
    );
    expect(list.map((d) => d.Id).sort()).toEqual(expected.map((d) => d.id).sort());
    expect(list.every((d) => d.Categories.some((c) => ['datasheet', 'manual'].includes(c.TypeKey)))).toBe(
      true,
    );
    expect(list.every((d) => !d.Retired)).toBe(true);
  });

  it('answers 204 for unknown variants or types, 400 for an invalid body', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Documents/GetRelevantDocuments',
      payload: { variantCodes: ['NO-SUCH-CODE'], docTypes: ['datasheet'] },
    });
    expect(none.statusCode).toBe(204);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/Documents/GetRelevantDocuments',
      payload: { variantCodes: [], docTypes: ['datasheet'] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('OpenAPI', () => {
  it('documents every Documents call', async () => {
    const response = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as object);
    for (const path of [
      '/api/v1/Documents/{id}',
      '/api/v1/Documents/{id}/Download',
      '/api/v1/Documents/GetDocumentsForComponent',
      '/api/v1/Documents/GetRelevantDocuments',
      '/api/v1/Documents/DownloadDocumentZip',
      '/api/v1/Documents/DownloadRelevantDocuments',
      '/api/v1/Documents/Send',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
