import { mediaImageEndpoint } from '@airshop/domain/api/media';
import { parseMediaSizeToken } from '@airshop/domain/catalog/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../platform/register-endpoint.ts';
import type { Storage } from '../../platform/storage.ts';
import { mediaService } from './service.ts';

/** A day: catalogue keys are paths, not content hashes, so a browser must look again now and then (ADR 0009). */
const CACHE_CONTROL = 'public, max-age=86400';

/** `GET /media/{size}/{key}`: a stored catalogue image at one of the spec's sizes (ADR 0009). */
export function mediaRoutes(storage: Storage): FastifyPluginAsyncZod {
  return async (app) => {
    const service = mediaService(storage);
    registerEndpoint(app, mediaImageEndpoint, async (request, reply) => {
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
    });
  };
}
