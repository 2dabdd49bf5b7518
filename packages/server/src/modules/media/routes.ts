import { MEDIA_SIZE_TOKENS, parseMediaSizeToken } from '@airshop/domain/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../platform/storage.ts';
import { mediaService } from './service.ts';

/** A day: catalogue keys are paths, not content hashes, so a browser must look again now and then (ADR 0009). */
const CACHE_CONTROL = 'public, max-age=86400';

const paramsSchema = z.object({
  size: z
    .enum(MEDIA_SIZE_TOKENS)
    .describe('One of the spec sizes: 981x732, 100x100, 1000x750, 300x300, 200x200, x160'),
  '*': z.string().describe('The storage key of a catalogue image, e.g. catalog/images/unit-rx.png'),
});

/** `GET /media/{size}/{key}`: a stored catalogue image at one of the spec's sizes (ADR 0009). */
export function mediaRoutes(storage: Storage): FastifyPluginAsyncZod {
  return async (app) => {
    const service = mediaService(storage);
    app.get(
      '/media/:size/*',
      {
        schema: {
          tags: ['Media'],
          summary:
            'A catalogue image resized to one of the spec sizes (WebP, PNG or JPEG by the Accept header)',
          params: paramsSchema,
        },
      },
      async (request, reply) => {
        const size = parseMediaSizeToken(request.params.size);
        if (!size) throw new Error('size passed validation but is unknown');
        const variant = await service.getMediaVariant({
          key: request.params['*'],
          size,
          accept: request.headers.accept,
          ifNoneMatch: request.headers['if-none-match'],
        });
        reply.headers({
          'content-type': variant.contentType,
          'cache-control': CACHE_CONTROL,
          vary: 'Accept',
          etag: variant.etag,
        });
        if (!variant.body) return reply.code(304).send();
        if (variant.length !== undefined) reply.header('content-length', variant.length);
        return reply.send(variant.body);
      },
    );
  };
}
