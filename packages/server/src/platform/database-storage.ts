import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, like, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileBlobChunks, fileBlobs, fileEntries } from '../db/schema.ts';
import { assertSafeKey, type Storage, StorageNotFoundError } from './storage.ts';

/*
 * Files kept in PostgreSQL, for processes that share a database server and no folder (ADR 0046). Bytes are
 * written and read in chunks of CHUNK_BYTES, one statement each: a 32 MB upload is never held whole in this
 * process, in one query or in one transaction. A write fills a new blob and then, in one short transaction,
 * points the key at it and drops the blob it replaces, so a reader sees the old file or the new one, never half.
 */

/** Big enough that a 10 MB photo is 40 round trips, small enough that a few writers at once cost little memory. */
export const CHUNK_BYTES = 256 * 1024;

/** What `identity()` answers: the files are in this database, whichever process asks. */
export const DATABASE_STORAGE_ID = 'files-in-this-database';

/** Cuts a body into pieces of exactly `size` bytes (the last one shorter), copying only what a piece needs. */
async function* fixedChunks(body: Uint8Array | Readable, size: number): AsyncGenerator<Buffer> {
  if (!(body instanceof Readable)) {
    for (let start = 0; start < body.length; start += size) {
      yield Buffer.from(body.subarray(start, Math.min(start + size, body.length)));
    }
    return;
  }
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of body) {
    let rest: Buffer = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece as Uint8Array);
    while (pendingBytes + rest.length >= size) {
      const take = size - pendingBytes;
      pending.push(rest.subarray(0, take));
      yield Buffer.concat(pending, size);
      rest = rest.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/** `like` pattern for every key under `prefix/`; `%`, `_` and `\` in a key are literal. */
function underPrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
}

export function databaseStorage(db: Db): Storage {
  const dropBlob = (tx: Db, blobId: string) => tx.delete(fileBlobs).where(eq(fileBlobs.id, blobId));

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      const blobId = randomUUID();
      await db.insert(fileBlobs).values({ id: blobId });
      try {
        let seq = 0;
        let size = 0;
        for await (const chunk of fixedChunks(body, CHUNK_BYTES)) {
          await db.insert(fileBlobChunks).values({ blobId, seq, data: chunk });
          seq += 1;
          size += chunk.length;
        }
        await db.transaction(async (tx) => {
          await tx.update(fileBlobs).set({ size }).where(eq(fileBlobs.id, blobId));
          const [previous] = await tx
            .select({ blobId: fileEntries.blobId })
            .from(fileEntries)
            .where(eq(fileEntries.key, key))
            .for('update');
          await tx
            .insert(fileEntries)
            .values({ key, blobId, contentType })
            .onConflictDoUpdate({
              target: fileEntries.key,
              set: { blobId, contentType, modifiedAt: sql`now()` },
            });
          // Two writers of one new key at once: the one that lost leaves its blob to removePartialWrites.
          if (previous) await dropBlob(tx, previous.blobId);
        });
      } catch (error) {
        await dropBlob(db, blobId).catch(() => {});
        throw error;
      }
    },

    async get(key) {
      assertSafeKey(key);
      const [entry] = await db
        .select({ blobId: fileEntries.blobId, size: fileBlobs.size })
        .from(fileEntries)
        .innerJoin(fileBlobs, eq(fileBlobs.id, fileEntries.blobId))
        .where(eq(fileEntries.key, key));
      if (!entry) throw new StorageNotFoundError(`No file ${key}`);
      const { blobId, size } = entry;
      // One chunk per read, fetched when the consumer wants it. A file replaced while it is read loses its
      // chunks; the stream then fails rather than end early, so nobody takes a truncated file for the whole one.
      async function* chunks(): AsyncGenerator<Buffer> {
        let read = 0;
        for (let seq = 0; read < size; seq += 1) {
          const [chunk] = await db
            .select({ data: fileBlobChunks.data })
            .from(fileBlobChunks)
            .where(and(eq(fileBlobChunks.blobId, blobId), eq(fileBlobChunks.seq, seq)));
          if (!chunk) throw new StorageNotFoundError(`File ${key} was replaced or removed while it was read`);
          read += chunk.data.length;
          yield chunk.data;
        }
      }
      return Readable.from(chunks(), { objectMode: false });
    },

    async stat(key) {
      assertSafeKey(key);
      const [entry] = await db
        .select({
          size: fileBlobs.size,
          contentType: fileEntries.contentType,
          modifiedAt: fileEntries.modifiedAt,
        })
        .from(fileEntries)
        .innerJoin(fileBlobs, eq(fileBlobs.id, fileEntries.blobId))
        .where(eq(fileEntries.key, key));
      return entry;
    },

    async exists(key) {
      assertSafeKey(key);
      const [entry] = await db
        .select({ key: fileEntries.key })
        .from(fileEntries)
        .where(eq(fileEntries.key, key));
      return entry !== undefined;
    },

    async delete(key) {
      assertSafeKey(key);
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(fileEntries)
          .where(eq(fileEntries.key, key))
          .returning({ blobId: fileEntries.blobId });
        if (gone) await dropBlob(tx, gone.blobId);
      });
    },

    async move(from, to) {
      assertSafeKey(from);
      assertSafeKey(to);
      await db.transaction(async (tx) => {
        const [source] = await tx
          .select({ key: fileEntries.key })
          .from(fileEntries)
          .where(eq(fileEntries.key, from))
          .for('update');
        if (!source) throw new StorageNotFoundError(`No file ${from}`);
        if (from === to) return;
        const [replaced] = await tx
          .delete(fileEntries)
          .where(eq(fileEntries.key, to))
          .returning({ blobId: fileEntries.blobId });
        if (replaced) await dropBlob(tx, replaced.blobId);
        await tx
          .update(fileEntries)
          .set({ key: to, modifiedAt: sql`now()` })
          .where(eq(fileEntries.key, from));
      });
    },

    async list(prefix) {
      assertSafeKey(prefix);
      return db
        .select({ key: fileEntries.key, modifiedAt: fileEntries.modifiedAt })
        .from(fileEntries)
        .where(like(fileEntries.key, underPrefix(prefix)))
        .orderBy(asc(fileEntries.modifiedAt), asc(fileEntries.key));
    },

    async removePartialWrites(olderThan) {
      // A blob no key points at: a write that never finished (killed, or failed and not cleaned up), or the
      // loser of two writes of one new key. Younger ones may still be being written.
      const removed = await db
        .delete(fileBlobs)
        .where(
          and(
            lt(fileBlobs.createdAt, olderThan),
            notExists(
              db.select({ one: sql`1` }).from(fileEntries).where(eq(fileEntries.blobId, fileBlobs.id)),
            ),
          ),
        )
        .returning({ id: fileBlobs.id });
      return removed.length;
    },

    async identity() {
      return DATABASE_STORAGE_ID;
    },
  };
}
