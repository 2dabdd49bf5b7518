import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { MEDIA_SIZES, mediaUrl } from '@airshop/domain/catalog/media';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Storage, storageFor } from '../../platform/storage.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { mediaService } from './service.ts';

const t = useTestApp();
const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** A 400×200 PNG with a transparent half, like a drawing on no background. */
const drawing = () =>
  sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: 200, height: 200, channels: 4, background: '#1a4d8f' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#88aa44' } })
    .jpeg()
    .toBuffer();

async function allFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.type'))
    .map((e) => path.join(e.parentPath, e.name));
}

let storage: Storage;
beforeAll(async () => {
  storage = storageFor(t.config.DATA_DIR);
  await storage.put('catalog/images/unit-rx.png', await drawing(), 'image/png');
  await storage.put('catalog/images/site.jpg', await photo(), 'image/jpeg');
  await storage.put('catalog/images/logo.png', await drawing(), 'image/png');
  await storage.put('catalog/documents/manual.pdf', Buffer.from('%PDF-1.4\n'), 'application/pdf');
});

describe('GET /media/{size}/{key}', () => {
  it('resizes to the box without cropping, as WebP when the browser takes it', async () => {
    const response = await get(mediaUrl('catalog/images/unit-rx.png', 'galleryZoom'), { accept: WEBP });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toMatch(/Accept/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^".+"$/);
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 981, height: 732, hasAlpha: true });
  });

  it('answers every spec size with its dimensions', async () => {
    for (const name of ['thumbnail', 'featureCarousel', 'contact', 'relatedItem'] as const) {
      const response = await get(mediaUrl('catalog/images/unit-rx.png', name), { accept: WEBP });
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(MEDIA_SIZES[name]);
    }
  });

  it('gives a logo 160 pixels of height and its own proportions', async () => {
    const response = await get(mediaUrl('catalog/images/logo.png', 'logo'), { accept: WEBP });
    expect(response.statusCode).toBe(200);
    const meta = await sharp(response.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 320, height: 160 });
  });

  it('falls back to PNG for PNG sources and JPEG for photos without WebP in Accept', async () => {
    const png = await get(mediaUrl('catalog/images/unit-rx.png', 'thumbnail'), { accept: 'image/png,*/*' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 100, height: 100 });

    const jpeg = await get(mediaUrl('catalog/images/site.jpg', 'contact'));
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 300,
    });

    const refused = await get(mediaUrl('catalog/images/site.jpg', 'contact'), { accept: 'image/webp;q=0' });
    expect(refused.headers['content-type']).toBe('image/jpeg');
  });

  it('serves a second request from the cache without resizing again', async () => {
    const url = mediaUrl('catalog/images/site.jpg', 'relatedItem');
    const cacheDir = path.join(t.config.DATA_DIR, 'files', 'cache', 'media', '200x200', 'catalog', 'images');
    const filesUnder = async (dir: string) =>
      (await allFilesUnder(dir)).filter((file) => path.basename(file).startsWith('site.jpg.'));
    expect(await filesUnder(cacheDir)).toEqual([]);
    const first = await get(url, { accept: WEBP });
    expect(first.statusCode).toBe(200);
    const files = await filesUnder(cacheDir);
    expect(files).toHaveLength(1);
    const before = (await stat(files[0] as string)).mtimeMs;

    const second = await get(url, { accept: WEBP });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await filesUnder(cacheDir)).toEqual(files);
    expect((await stat(files[0] as string)).mtimeMs).toBe(before);

    const notModified = await get(url, { accept: WEBP, 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('resizes a replaced image anew', async () => {
    const url = mediaUrl('catalog/images/logo.png', 'thumbnail');
    const first = await get(url, { accept: WEBP });
    const replacement = await photo();
    // The version is the source's modification time and size: a different size makes it new at once,
    // whatever the clock's resolution.
    expect(replacement.length).not.toBe((await storage.stat('catalog/images/logo.png'))?.size);
    await storage.put('catalog/images/logo.png', replacement, 'image/png');
    const second = await get(url, { accept: WEBP });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('refuses sizes outside the spec with the standard error body', async () => {
    for (const size of ['500x500', '981x733', 'x161', '100', 'big']) {
      const response = await get(`/media/${size}/catalog/images/unit-rx.png`);
      expect(response.statusCode, size).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    }
  });

  it('answers 404 for unknown, unsafe and non-catalogue keys and for non-images', async () => {
    for (const url of [
      '/media/100x100/catalog/images/missing.png',
      '/media/100x100/catalog/images/..',
      '/media/100x100//etc/passwd',
      '/media/100x100/%2Fetc%2Fpasswd',
      '/media/100x100/cache/media/100x100/x.webp',
      '/media/100x100/catalog/documents/manual.pdf',
      '/media/100x100/catalog/images/unit-rx.png.type',
      '/media/unit-rx.png',
      '/media/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 'not_found', message: expect.any(String) });
    }
  });

  it('answers 404 for keys with .. that reach the server unnormalised', async () => {
    // app.inject() normalises dot segments like a browser; a raw client sends them as they are.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const raw of [
      '/media/100x100/catalog/../catalog/images/unit-rx.png',
      '/media/100x100/catalog/%2e%2e/catalog/images/unit-rx.png',
      '/media/100x100/catalog/images/%2E%2E%2Funit-rx.png',
      '/media/100x100/catalog/..%2F..%2Fpg%2FPG_VERSION',
    ]) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: raw }, (response) => {
            response.resume();
            resolve(response.statusCode);
          })
          .on('error', reject);
      });
      expect(status, raw).toBe(404);
    }
  });
});

describe('mediaService', () => {
  it('treats unsafe keys as unknown', async () => {
    const service = mediaService(storage);
    for (const key of [
      'catalog/../catalog/images/unit-rx.png',
      '/catalog/images/unit-rx.png',
      'catalog/images/',
    ]) {
      await expect(
        service.getMediaVariant({ key, size: MEDIA_SIZES.thumbnail, accept: undefined }),
      ).rejects.toMatchObject({ code: 'not_found' });
    }
  });

  it('resizes once for concurrent first requests of one variant', async () => {
    let puts = 0;
    const counting: Storage = {
      ...storage,
      put: (...args) => {
        puts++;
        return storage.put(...args);
      },
    };
    const service = mediaService(counting);
    const input = {
      key: 'catalog/images/unit-rx.png',
      size: MEDIA_SIZES.featureCarousel,
      accept: 'image/png',
    };
    const results = await Promise.all([1, 2, 3, 4].map(() => service.getMediaVariant(input)));
    expect(puts).toBe(1);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
  });
});
