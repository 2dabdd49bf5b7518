import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
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

  it('deletes a file with its type and its folder once empty, and takes a key without a file', async () => {
    await storage.put('uploads/a/gone.png', new Uint8Array([1, 2, 3]), 'image/png');
    await storage.put('uploads/a/kept.png', new Uint8Array([4]), 'image/png');
    await storage.delete('uploads/a/gone.png');
    expect(await storage.exists('uploads/a/gone.png')).toBe(false);
    expect(readdirSync(path.join(root, 'uploads/a')).sort()).toEqual(['kept.png', 'kept.png.type']);
    await storage.delete('uploads/a/kept.png');
    expect(readdirSync(path.join(root, 'uploads'))).toEqual([]);
    // The folder comes back for the next file.
    await storage.put('uploads/a/again.png', new Uint8Array([5]), 'image/png');
    expect(await storage.exists('uploads/a/again.png')).toBe(true);
    await expect(storage.delete('uploads/never.png')).resolves.toBeUndefined();
    await expect(storage.delete('../outside.png')).rejects.toBeInstanceOf(StorageKeyError);
  });

  it('streams a file that was moved between get and the first read', async () => {
    await storage.put('pending/moving/file.txt', new TextEncoder().encode('still here'), 'text/plain');
    const stream = await storage.get('pending/moving/file.txt');
    // At once, before the event loop turns: a lazily opening stream would look for the file after this.
    renameSync(path.join(root, 'pending/moving/file.txt'), path.join(root, 'pending/moving/moved.txt'));
    expect(await text(stream)).toBe('still here');
  });

  it('answers missing files with undefined, false and StorageNotFoundError', async () => {
    expect(await storage.stat('nothing/here.pdf')).toBeUndefined();
    expect(await storage.exists('nothing/here.pdf')).toBe(false);
    await expect(storage.get('nothing/here.pdf')).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.put('folder/inside.txt', new Uint8Array([1]), 'text/plain');
    await expect(storage.get('folder')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it.each(['../etc/passwd', 'a/../../b', '/etc/passwd', 'a//b', '.hidden', 'a\\b', 'a/b.type', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      expect(() => assertSafeKey(key)).toThrow(StorageKeyError);
      await expect(storage.put(key, new Uint8Array(1), 'x/y')).rejects.toBeInstanceOf(StorageKeyError);
    },
  );
});
