import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { pendingKeyOf, promotePendingFile, startFileSweeper, sweepPendingFiles } from './pending-files.ts';
import { fileSystemStorage } from './storage.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'airshop-pending-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HOUR = 3_600_000;
const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe('sweepPendingFiles', () => {
  it('finishes what a killed process left: moves named uploads, removes the rest once they are old', async () => {
    const root = path.join(work, 'sweep');
    const storage = fileSystemStorage(root);
    // Killed after its commit: the row names the final key, the file is still pending.
    await storage.put(pendingKeyOf('enquiries/a/photo.png'), bytes, 'image/png');
    // Killed before its commit: no row, the pending file is all that is left.
    await storage.put(pendingKeyOf('enquiries/b/photo.png'), bytes, 'image/png');
    // Left by an older version, which wrote final keys inside the transaction.
    await storage.put('enquiries/c/photo.png', bytes, 'image/png');
    await storage.put('enquiries/d/photo.png', bytes, 'image/png');
    // A write that never finished.
    writeFileSync(path.join(root, '.partial', 'half.tmp'), 'half');

    const named = new Set(['enquiries/a/photo.png', 'enquiries/d/photo.png']);
    const options = {
      storage,
      referencedKeys: async (keys: readonly string[]) => new Set(keys.filter((key) => named.has(key))),
      watchedFolders: ['enquiries'],
      graceMs: HOUR,
    };

    // Within the grace period only the named upload moves: a request may be between its write and its commit.
    expect(await sweepPendingFiles(options)).toEqual({ promoted: 1, removed: 0 });
    expect(await storage.exists('enquiries/a/photo.png')).toBe(true);
    expect(await storage.stat('enquiries/a/photo.png')).toMatchObject({ contentType: 'image/png', size: 4 });
    expect(await storage.exists(pendingKeyOf('enquiries/b/photo.png'))).toBe(true);

    const later = new Date(Date.now() + 2 * HOUR);
    expect(await sweepPendingFiles({ ...options, now: later })).toEqual({ promoted: 0, removed: 3 });
    expect((await storage.list('enquiries')).map((entry) => entry.key).sort()).toEqual([
      'enquiries/a/photo.png',
      'enquiries/d/photo.png',
    ]);
    expect(await storage.list('pending')).toEqual([]);
    expect(readdirSync(path.join(root, '.partial')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('takes a pending file another process has already moved', async () => {
    const storage = fileSystemStorage(path.join(work, 'race'));
    await storage.put(pendingKeyOf('enquiries/e/photo.png'), bytes, 'image/png');
    await promotePendingFile(storage, 'enquiries/e/photo.png');
    await expect(promotePendingFile(storage, 'enquiries/e/photo.png')).resolves.toBeUndefined();
    await expect(promotePendingFile(storage, 'enquiries/never/photo.png')).rejects.toThrow('No file');
  });
});

describe('startFileSweeper', () => {
  it('sweeps once at start, before the first interval', async () => {
    const storage = fileSystemStorage(path.join(work, 'start'));
    await storage.put(pendingKeyOf('enquiries/f/photo.png'), bytes, 'image/png');
    const old = new Date(Date.now() - 2 * HOUR);
    utimesSync(path.join(work, 'start', 'pending', 'enquiries', 'f', 'photo.png'), old, old);
    const sweeper = startFileSweeper({
      storage,
      referencedKeys: async () => new Set(),
      watchedFolders: ['enquiries'],
      graceMs: HOUR,
      intervalMs: HOUR,
      log: pino({ level: 'silent' }),
    });
    await sweeper.firstRun;
    await sweeper.stop();
    expect(await storage.list('pending')).toEqual([]);
  });
});
