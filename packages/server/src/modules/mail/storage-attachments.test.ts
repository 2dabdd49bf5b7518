import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSystemStorage } from '../../platform/storage.ts';
import { MissingAttachmentError } from './compose.ts';
import { storageAttachments } from './storage-attachments.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'airshop-attachments-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('storageAttachments', () => {
  const storage = fileSystemStorage(dir);
  const open = storageAttachments(storage);

  it('streams the stored file of an attachment', async () => {
    await storage.put('docs/a.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    const stream = (await open({
      filename: 'a.pdf',
      storageKey: 'docs/a.pdf',
      contentType: 'application/pdf',
    })) as Readable;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.4 test');
  });

  it('reads a file its mail names that is still under its pending key (woken before the move)', async () => {
    await storage.put('pending/uploads/x/photo.png', Buffer.from('not yet moved'), 'image/png');
    const stream = (await open({
      filename: 'photo.png',
      storageKey: 'uploads/x/photo.png',
      contentType: 'image/png',
    })) as Readable;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('not yet moved');
  });

  it('reads the file at its final key when it was moved there between the two looks', async () => {
    await storage.put('pending/uploads/y/photo.png', Buffer.from('moved meanwhile'), 'image/png');
    // The storage as the worker meets it at the commit: the final key is not there yet at the first look, and
    // the move happens before the pending key is looked at.
    let firstLook = true;
    const racing = {
      ...storage,
      get: async (key: string) => {
        if (key === 'uploads/y/photo.png' && firstLook) {
          firstLook = false;
          const missing = storage.get(key);
          await missing.catch(() => {});
          await storage.move('pending/uploads/y/photo.png', key);
          return missing;
        }
        return storage.get(key);
      },
    };
    const stream = (await storageAttachments(racing)({
      filename: 'photo.png',
      storageKey: 'uploads/y/photo.png',
      contentType: 'image/png',
    })) as Readable;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('moved meanwhile');
  });

  it('reports a missing file as a retryable MissingAttachmentError naming the file and its key', async () => {
    const opening = open({
      filename: 'gone.pdf',
      storageKey: 'docs/gone.pdf',
      contentType: 'application/pdf',
    });
    await expect(opening).rejects.toBeInstanceOf(MissingAttachmentError);
    await expect(opening).rejects.toThrow('gone.pdf is missing from storage (key docs/gone.pdf)');
  });
});
