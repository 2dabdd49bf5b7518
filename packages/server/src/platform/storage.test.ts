import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { assertSafeKey, fileSystemStorage, StorageKeyError, StorageNotFoundError } from './storage.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'airshop-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = fileSystemStorage(root);

describe('file-system storage', () => {
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

  it('answers missing files with undefined, false and StorageNotFoundError', async () => {
    expect(await storage.stat('nothing/here.pdf')).toBeUndefined();
    expect(await storage.exists('nothing/here.pdf')).toBe(false);
    await expect(storage.get('nothing/here.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it.each(['../etc/passwd', 'a/../../b', '/etc/passwd', 'a//b', '.hidden', 'a\\b', 'a/b.type', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      expect(() => assertSafeKey(key)).toThrow(StorageKeyError);
      await expect(storage.put(key, new Uint8Array(1), 'x/y')).rejects.toBeInstanceOf(StorageKeyError);
    },
  );
});
