import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta } from '../db/schema.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { databaseStorage } from './database-storage.ts';
import { claimSharedStorage, StorageNotSharedError } from './shared-storage.ts';
import { fileSystemStorage } from './storage.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const work = mkdtempSync(path.join(os.tmpdir(), 'airshop-shared-storage-'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('claimSharedStorage', () => {
  it('lets every process with the same files start, and stops one with a folder of its own', async () => {
    const shared = path.join(work, 'shared-files');
    // The first process claims the database for its files; a second one on the same folder starts too.
    await claimSharedStorage(database.db, fileSystemStorage(shared), shared);
    await claimSharedStorage(database.db, fileSystemStorage(shared), shared);
    expect(readFileSync(path.join(shared, '.storage-id'), 'utf8').trim()).toMatch(/^[0-9a-f]{32}$/);

    // A process with its own DATA_DIR (the incident: its mail worker could not find the other's photos).
    const own = path.join(work, 'private-files');
    const refused = claimSharedStorage(database.db, fileSystemStorage(own), own);
    await expect(refused).rejects.toBeInstanceOf(StorageNotSharedError);
    await expect(refused).rejects.toThrow(`The files at ${own}`);
    await expect(refused).rejects.toThrow('set FILE_STORAGE and FILES_DIR');

    // Files in the database are not the folder's files: a process with FILE_STORAGE=database is refused too.
    const inDatabase = claimSharedStorage(database.db, databaseStorage(database.db), 'the database');
    await expect(inDatabase).rejects.toBeInstanceOf(StorageNotSharedError);
  });

  it('lets every process with files in the database start on a database first used that way', async () => {
    // As a new database: no storage has claimed it yet.
    await database.db.delete(appMeta).where(eq(appMeta.key, 'storage-id'));
    await claimSharedStorage(database.db, databaseStorage(database.db), 'the database');
    await claimSharedStorage(database.db, databaseStorage(database.db), 'the database');
    const folder = path.join(work, 'late-folder');
    await expect(claimSharedStorage(database.db, fileSystemStorage(folder), folder)).rejects.toBeInstanceOf(
      StorageNotSharedError,
    );
  });

  it('gives one id to a new folder that two processes open at once', async () => {
    const folder = path.join(work, 'raced');
    const ids = await Promise.all([1, 2, 3].map(() => fileSystemStorage(folder).identity()));
    expect(new Set(ids).size).toBe(1);
  });
});
