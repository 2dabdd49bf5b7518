import type { Readable } from 'node:stream';
import { enquiryImageIssue, sparePartEnquiryBodySchema } from '@airshop/domain/forms/spare-part-enquiry';
import {
  ENQUIRY_IMAGE_TYPES,
  type EnquiryImageType,
  type ImageProblem,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { type JsonPath, readStreamingJson } from '../../platform/streaming-json.ts';
import { StagedImageUpload } from './staged-image-upload.ts';

/*
 * The enquiry's JSON body, read as it arrives (issue 13, point 7; ADR 0046). The wire format stays the spec's
 * (§3: JSON with the images as base64 data strings or { data, mime }); the images go to storage while the body
 * is read, and the handler gets a StagedImage for each, checked as the wire schema checks it. So a 26 MB enquiry
 * costs a few hundred KB of memory instead of about 60 MB.
 */

export const ENQUIRY_IMAGE_FIELDS = ['primaryProductImage', 'secondaryProductImage'] as const;

/** The fields other than the images: their limits add up to about 17 KB, escaped six times as much. */
const MAX_OTHER_BYTES = 256 * 1024;

/** An image already in storage under a pending key of its own, or the reason it was refused. */
export class StagedImage {
  constructor(
    readonly upload:
      | { key: string; mime: EnquiryImageType; bytes: number; sha256: string }
      | { problem: ImageProblem; key?: undefined },
  ) {}

  /**
   * What the image is, not where it waits: the idempotency fingerprint of a repeated enquiry (ADR 0051) must
   * match the first one's, whose image was staged under another key.
   */
  toJSON(): unknown {
    const { upload } = this;
    return upload.key === undefined
      ? { problem: upload.problem }
      : { mime: upload.mime, bytes: upload.bytes, sha256: upload.sha256 };
  }
}

const stagedImage = z
  .custom<StagedImage>((value) => value instanceof StagedImage, enquiryImageIssue('fileType').message)
  .superRefine((image, ctx) => {
    if (image.upload.key === undefined)
      ctx.addIssue({ code: 'custom', ...enquiryImageIssue(image.upload.problem) });
  });

/** The enquiry as the handler sees it: the wire schema's rules, with the images staged. */
export const stagedEnquiryBodySchema = sparePartEnquiryBodySchema.safeExtend({
  primaryProductImage: stagedImage,
  secondaryProductImage: stagedImage.optional(),
} as never) as unknown as z.ZodType<StagedEnquiryBody>;

export type StagedEnquiryBody = Omit<
  z.infer<typeof sparePartEnquiryBodySchema>,
  'primaryProductImage' | 'secondaryProductImage'
> & { primaryProductImage: StagedImage; secondaryProductImage?: StagedImage };

const isImageField = (key: unknown) => (ENQUIRY_IMAGE_FIELDS as readonly unknown[]).includes(key);

/** The uploads of each request, discarded once it is answered (those the enquiry took have moved on). */
const uploadsOf = new WeakMap<FastifyRequest, StagedImageUpload[]>();

async function staged(value: unknown): Promise<unknown> {
  if (value instanceof StagedImageUpload) {
    const result = await value.result();
    return new StagedImage(typeof result === 'string' ? { problem: result } : result);
  }
  // { data, mime }: exactly these two, and the declared type must be the one the bytes show.
  if (typeof value !== 'object' || value === null || !('data' in value)) return value;
  const { data, mime, ...rest } = value as { data: unknown; mime?: unknown };
  if (!(data instanceof StagedImageUpload)) return value;
  const result = await data.result();
  if (typeof result === 'string') return new StagedImage({ problem: result });
  const agrees =
    Object.keys(rest).length === 0 &&
    (ENQUIRY_IMAGE_TYPES as readonly unknown[]).includes(mime) &&
    mime === result.mime;
  return new StagedImage(agrees ? result : { problem: 'fileType' });
}

/** Reads the enquiry's JSON with its images streamed to storage; for the enquiry route's scope only. */
export function registerEnquiryBodyParser(app: FastifyInstance, storage: Storage): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
    const uploads: StagedImageUpload[] = [];
    uploadsOf.set(request, uploads);
    const sinkFor = (path: JsonPath) => {
      const dataUrl = path.length === 1 && isImageField(path[0]);
      const bare = path.length === 2 && isImageField(path[0]) && path[1] === 'data';
      if (!dataUrl && !bare) return undefined;
      const upload = new StagedImageUpload(storage, dataUrl ? 'dataUrl' : 'base64');
      uploads.push(upload);
      return upload;
    };
    try {
      // Not destroyed when the reader stops early (a body too large): the answer must still reach the client,
      // and the connection is closed after it instead.
      const body = await readStreamingJson(payload.iterator({ destroyOnReturn: false }), {
        sinkFor,
        maxBytes: request.routeOptions.bodyLimit ?? 0,
        maxOtherBytes: MAX_OTHER_BYTES,
      });
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
      const record = body as Record<string, unknown>;
      for (const field of ENQUIRY_IMAGE_FIELDS) {
        if (field in record) record[field] = await staged(record[field]);
      }
      return record;
    } catch (error) {
      await Promise.all(uploads.map((upload) => upload.discard()));
      throw error;
    }
  });
  // A body refused as too large is left unread: the connection is closed after the answer, not drained.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof AppError && error.code === 'payload_too_large') reply.header('connection', 'close');
  });
  // Whatever the answer, before it is sent: an upload the enquiry did not take (refused, a duplicate, a field
  // sent twice) goes. The ones it took have moved to their pending keys already. A client that leaves before its
  // answer leaves its uploads to the sweep (pending keys no record names, platform/pending-files.ts).
  app.addHook('onSend', async (request, _reply, payload) => {
    const uploads = uploadsOf.get(request);
    if (uploads) await Promise.all(uploads.map((upload) => upload.discard()));
    return payload;
  });
}
