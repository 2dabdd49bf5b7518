import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { type MediaSize, mediaSizeToken } from '@airshop/domain/catalog/media';
import sharp from 'sharp';
import { AppError } from '../../platform/errors.ts';
import { assertSafeKey, type Storage, type StoredFileInfo } from '../../platform/storage.ts';

/** Only catalogue files are served: the cache, uploads and anything else in storage are not (ADR 0009). */
export const MEDIA_KEY_PREFIX = 'catalog/';
/** Resized images live in storage under this prefix. */
export const MEDIA_CACHE_PREFIX = 'cache/media/';

const SOURCE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export type MediaFormat = 'webp' | 'png' | 'jpeg';
const CONTENT_TYPES: Record<MediaFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export interface MediaRequest {
  key: string;
  size: MediaSize;
  /** The request's Accept header. */
  accept: string | undefined;
}

export interface MediaVariant {
  contentType: string;
  etag: string;
  /** Undefined when the body is not needed (the caller's copy is current). */
  body?: Buffer | Readable;
  length?: number;
}

/**
 * WebP when the browser says it takes it (every current one does); otherwise PNG for sources that may be
 * transparent (PNG, WebP) and JPEG for photos. AVIF is left out: encoding it costs several times WebP's CPU.
 */
export function chooseFormat(accept: string | undefined, sourceType: string): MediaFormat {
  if (accept && /(^|,)\s*image\/webp\s*(;(?!\s*q\s*=\s*0(\.0*)?\s*(,|$))|,|$)/i.test(accept)) return 'webp';
  return sourceType === 'image/jpeg' ? 'jpeg' : 'png';
}

/**
 * Catalogue keys name a path, not content: a re-import may replace the file under the same key. The variant
 * therefore carries the source's version (modification time and size), so a replaced image is resized anew.
 */
function sourceVersion(info: StoredFileInfo): string {
  return `${Math.trunc(info.modifiedAt.getTime()).toString(36)}-${info.size.toString(36)}`;
}

/** The storage key of one resized image. */
export function mediaCacheKey(key: string, size: MediaSize, version: string, format: MediaFormat): string {
  return `${MEDIA_CACHE_PREFIX}${mediaSizeToken(size)}/${key}.${version}.${format}`;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * `contain` in the spec's box, never cropping (technical drawings must stay whole), on a transparent
 * background, or white for JPEG. A logo gets the height and keeps its proportions.
 */
export async function resizeImage(source: Buffer, size: MediaSize, format: MediaFormat): Promise<Buffer> {
  const opaque = format === 'jpeg';
  const background = opaque ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 255, g: 255, b: 255, alpha: 0 };
  let image = sharp(source, { limitInputPixels: 40_000_000 }).rotate();
  image = size.width
    ? image.resize(size.width, size.height, { fit: 'contain', background })
    : image.resize({ height: size.height });
  if (opaque) image = image.flatten({ background });
  if (format === 'webp') return image.webp({ quality: 82, effort: 4 }).toBuffer();
  if (format === 'jpeg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return image.png({ compressionLevel: 8, palette: false }).toBuffer();
}

/** Serves stored catalogue images at the spec's sizes, resizing each variant once (ADR 0009). */
export function mediaService(storage: Storage) {
  // A variant being made: concurrent first requests wait for the same resize.
  const inFlight = new Map<string, Promise<Buffer>>();

  const makeVariant = (
    key: string,
    size: MediaSize,
    format: MediaFormat,
    cacheKey: string,
  ): Promise<Buffer> => {
    let pending = inFlight.get(cacheKey);
    if (!pending) {
      pending = (async () => {
        const resized = await resizeImage(await readAll(await storage.get(key)), size, format);
        await storage.put(cacheKey, resized, CONTENT_TYPES[format]);
        return resized;
      })().finally(() => inFlight.delete(cacheKey));
      inFlight.set(cacheKey, pending);
    }
    return pending;
  };

  return {
    /**
     * The image under `key` at `size` in the best format the browser takes. `not_found` for a key that is not a
     * stored catalogue image (unsafe keys included). With `ifNoneMatch` equal to the variant's ETag, no body.
     */
    async getMediaVariant(input: MediaRequest & { ifNoneMatch?: string }): Promise<MediaVariant> {
      const { key, size } = input;
      if (!key.startsWith(MEDIA_KEY_PREFIX)) throw new AppError('not_found');
      try {
        assertSafeKey(key);
      } catch {
        throw new AppError('not_found');
      }
      const source = await storage.stat(key);
      if (!source || !SOURCE_TYPES.has(source.contentType)) throw new AppError('not_found');

      const format = chooseFormat(input.accept, source.contentType);
      const version = sourceVersion(source);
      const cacheKey = mediaCacheKey(key, size, version, format);
      const etag = `"${createHash('sha1').update(cacheKey).digest('base64url')}"`;
      const contentType = CONTENT_TYPES[format];
      if (input.ifNoneMatch?.split(/\s*,\s*/).includes(etag)) {
        return { contentType, etag };
      }

      const cached = await storage.stat(cacheKey);
      if (cached) return { contentType, etag, body: await storage.get(cacheKey), length: cached.size };
      const body = await makeVariant(key, size, format, cacheKey);
      return { contentType, etag, body, length: body.length };
    },
  };
}
