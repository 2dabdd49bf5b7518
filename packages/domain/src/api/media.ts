import { z } from 'zod';
import { MEDIA_SIZE_TOKENS } from '../catalog/media.ts';
import { endpoint, route } from './endpoint.ts';

const mediaParamsSchema = z.object({
  size: z
    .enum(MEDIA_SIZE_TOKENS)
    .describe('One of the spec sizes: 981x732, 100x100, 1000x750, 300x300, 200x200, x160'),
  '*': z.string().describe('The storage key of a catalogue image, e.g. catalog/images/unit-rx.png'),
});

/**
 * `GET /media/{size}/{key}`: a stored catalogue image at one of the spec's sizes (ADR 0009). Pages link to it
 * with `<img>` (domain `media.ts` builds the URLs), so its route is not kept apart for a browser call.
 */
export const mediaImageEndpoint = endpoint(route('GET', '/media/:size/*'), {
  tags: ['Media'],
  summary: 'A catalogue image resized to one of the spec sizes (WebP, PNG or JPEG by the Accept header)',
  params: mediaParamsSchema,
  response: {},
});

export const mediaEndpoints = [mediaImageEndpoint];
