import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/*
 * The pages read their form posts themselves (platform/ssr.ts), so Fastify's bodyLimit never sees those bodies.
 * A declared Content-Length over the limit is refused early (platform/upload-limits.ts); a chunked body has
 * none, and was read to the end however large (issue 13, point 7). This reads it up to the limit and refuses
 * the rest: at most `limit` bytes are held, and the answer is a 413 before a page's action runs.
 */

/**
 * Reads the request's body whole, or throws `payload_too_large` as soon as it passes `limit` bytes (and has the
 * connection closed after the answer, so Node does not read the rest of the body for a next request).
 */
export async function readCappedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  limit: number,
): Promise<Buffer> {
  const raw = request.raw;
  const pieces: Buffer[] = [];
  let size = 0;
  // Not destroyed when it stops early: the 413 must still reach the client; the connection closes after it.
  for await (const piece of raw.iterator({ destroyOnReturn: false })) {
    const bytes = piece as Buffer;
    size += bytes.length;
    if (size > limit) {
      raw.pause();
      reply.header('connection', 'close');
      throw new AppError('payload_too_large');
    }
    pieces.push(bytes);
  }
  return Buffer.concat(pieces, size);
}
