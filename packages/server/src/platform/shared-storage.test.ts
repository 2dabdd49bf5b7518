import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
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
    await expect(refused).rejects.toThrow('set FILES_DIR');
  });

  it('gives one id to a new folder that two processes open at once', async () => {
    const folder = path.join(work, 'raced');
    const ids = await Promise.all([1, 2, 3].map(() => fileSystemStorage(folder).identity()));
    expect(new Set(ids).size).toBe(1);
  });
});
