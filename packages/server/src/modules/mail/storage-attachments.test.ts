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
