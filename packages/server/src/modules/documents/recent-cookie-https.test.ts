import { RECENT_DOCUMENTS_COOKIE } from '@airshop/domain/documents/documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../../platform/storage.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { productWithDocuments } from './test-fixtures.ts';

// Served over https (PUBLIC_URL), the recently viewed cookie must be Secure as well.
const t = useTestApp({ PUBLIC_URL: 'https://shop.example' });
let documentId: string;

beforeAll(async () => {
  await loadTestCatalog(t.database.db, { products: 2, storage: storageFor(t.config.DATA_DIR) });
  documentId = (await productWithDocuments(t.database.db)).docs[0]!.id;
}, 120_000);

describe('recently viewed documents over https', () => {
  it('sets the cookie Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await t.app.inject({ url: `/api/v1/Documents/${documentId}/Download` });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === RECENT_DOCUMENTS_COOKIE);
    expect(cookie).toMatchObject({ value: documentId, secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});
