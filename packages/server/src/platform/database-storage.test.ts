import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlobChunks, fileBlobs, fileEntries } from '../db/schema.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { CHUNK_BYTES, DATABASE_STORAGE_ID, databaseStorage } from './database-storage.ts';
import { type Storage, StorageKeyError, StorageNotFoundError } from './storage.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let storage: Storage;
beforeAll(async () => {
  database = await createTestDatabase();
  storage = databaseStorage(database.db);
});
afterAll(() => database.dispose());

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function chunkSizes(key: string): Promise<number[]> {
  const rows = await database.db
    .select({ bytes: sql<number>`length(${fileBlobChunks.data})` })
    .from(fileBlobChunks)
    .innerJoin(fileEntries, eq(fileEntries.blobId, fileBlobChunks.blobId))
    .where(eq(fileEntries.key, key))
    .orderBy(fileBlobChunks.seq);
  return rows.map((row) => Number(row.bytes));
}

describe('database storage', () => {
  it('stores bytes and streams and reads them back with their type and size', async () => {
    await storage.put('catalog/a/one.txt', new TextEncoder().encode('hello'), 'text/plain');
    await storage.put('catalog/two.txt', Readable.from(['str', 'eam']), 'text/plain; charset=utf-8');
    expect(await text(await storage.get('catalog/a/one.txt'))).toBe('hello');
    expect(await text(await storage.get('catalog/two.txt'))).toBe('stream');
    expect(await storage.stat('catalog/two.txt')).toMatchObject({
      size: 6,
      contentType: 'text/plain; charset=utf-8',
    });
    expect(await storage.exists('catalog/a/one.txt')).toBe(true);
  });

  it('keeps a large stream in fixed chunks and gives back the same bytes', async () => {
    const bytes = randomBytes(CHUNK_BYTES * 2 + 1234);
    // Pieces of odd sizes, as a network stream delivers them.
    const pieces: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += 70_001)
      pieces.push(bytes.subarray(start, start + 70_001));
    await storage.put('uploads/big.bin', Readable.from(pieces), 'application/octet-stream');
    expect(await chunkSizes('uploads/big.bin')).toEqual([CHUNK_BYTES, CHUNK_BYTES, 1234]);
    expect(sha(await buffer(await storage.get('uploads/big.bin')))).toBe(sha(bytes));
    expect((await storage.stat('uploads/big.bin'))?.size).toBe(bytes.length);
    await storage.put('uploads/empty.bin', new Uint8Array(), 'application/octet-stream');
    expect((await buffer(await storage.get('uploads/empty.bin'))).length).toBe(0);
  });

  it('replaces a file whole and leaves no bytes of the old one', async () => {
    await storage.put('uploads/replace.txt', new TextEncoder().encode('old'), 'text/plain');
    const [before] = await database.db
      .select({ blobId: fileEntries.blobId })
      .from(fileEntries)
      .where(eq(fileEntries.key, 'uploads/replace.txt'));
    await storage.put('uploads/replace.txt', new TextEncoder().encode('new'), 'text/csv');
    expect(await text(await storage.get('uploads/replace.txt'))).toBe('new');
    expect((await storage.stat('uploads/replace.txt'))?.contentType).toBe('text/csv');
    const old = await database.db
      .select()
      .from(fileBlobs)
      .where(eq(fileBlobs.id, before?.blobId ?? ''));
    expect(old).toEqual([]);
  });

  it('a failed stream stores nothing and keeps the file it would have replaced', async () => {
    await storage.put('uploads/kept.txt', new TextEncoder().encode('kept'), 'text/plain');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(CHUNK_BYTES + 10, 1);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put('uploads/kept.txt', failing, 'text/plain')).rejects.toThrow('client went away');
    expect(await text(await storage.get('uploads/kept.txt'))).toBe('kept');
    const blobs = await database.db.select({ id: fileBlobs.id }).from(fileBlobs);
    const named = await database.db.select({ id: fileEntries.blobId }).from(fileEntries);
    expect(blobs.map((blob) => blob.id).sort()).toEqual(named.map((entry) => entry.id).sort());
  });

  it('deletes, moves and lists by prefix, oldest first; answers missing files as the folder does', async () => {
    await storage.put('pending/x/a.png', new Uint8Array([1]), 'image/png');
    await storage.put('pending/x/b.png', new Uint8Array([2]), 'image/png');
    await storage.put('pendingother/c.png', new Uint8Array([3]), 'image/png');
    expect((await storage.list('pending')).map((entry) => entry.key)).toEqual([
      'pending/x/a.png',
      'pending/x/b.png',
    ]);
    await storage.move('pending/x/a.png', 'final/x/a.png');
    expect(await storage.exists('pending/x/a.png')).toBe(false);
    expect([...(await buffer(await storage.get('final/x/a.png')))]).toEqual([1]);
    expect((await storage.stat('final/x/a.png'))?.contentType).toBe('image/png');
    // Moving onto an existing key replaces it.
    await storage.move('pending/x/b.png', 'final/x/a.png');
    expect([...(await buffer(await storage.get('final/x/a.png')))]).toEqual([2]);
    await expect(storage.move('pending/x/none.png', 'final/none.png')).rejects.toBeInstanceOf(
      StorageNotFoundError,
    );
    await storage.delete('final/x/a.png');
    await expect(storage.delete('final/x/a.png')).resolves.toBeUndefined();
    await expect(storage.get('final/x/a.png')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.stat('final/x/a.png')).toBeUndefined();
    expect(await storage.exists('final/x/a.png')).toBe(false);
    expect(await storage.list('nothing')).toEqual([]);
  });

  it('refuses unsafe keys and treats % and _ in a prefix literally', async () => {
    await expect(storage.put('../x', new Uint8Array(), 'text/plain')).rejects.toBeInstanceOf(StorageKeyError);
    await storage.put('a_b/one.txt', new Uint8Array([1]), 'text/plain');
    await storage.put('axb/two.txt', new Uint8Array([1]), 'text/plain');
    expect((await storage.list('a_b')).map((entry) => entry.key)).toEqual(['a_b/one.txt']);
  });

  it('removes writes that never finished, once they are old enough', async () => {
    const [blob] = await database.db.insert(fileBlobs).values({ id: crypto.randomUUID() }).returning();
    await database.db
      .insert(fileBlobChunks)
      .values({ blobId: blob?.id ?? '', seq: 0, data: Buffer.from('half') });
    expect(await storage.removePartialWrites(new Date(Date.now() - 60_000))).toBe(0);
    expect(await storage.removePartialWrites(new Date(Date.now() + 60_000))).toBe(1);
    expect(
      await database.db
        .select()
        .from(fileBlobChunks)
        .where(eq(fileBlobChunks.blobId, blob?.id ?? '')),
    ).toEqual([]);
    // Stored files are no partial writes.
    expect(await storage.exists('catalog/a/one.txt')).toBe(true);
  });

  it('has the same identity in every process: the files are in the database', async () => {
    expect(await storage.identity()).toBe(DATABASE_STORAGE_ID);
  });
});
