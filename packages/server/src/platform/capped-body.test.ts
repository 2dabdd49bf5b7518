import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCappedBody } from './capped-body.ts';
import { registerErrorHandling } from './errors.ts';

const LIMIT = 10_000;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  // As the pages do (platform/ssr.ts): no parser, the handler reads the body itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.post('/form', async (request, reply) => {
    const body = await readCappedBody(request, reply, LIMIT);
    return { bytes: body.length, text: body.subarray(0, 5).toString() };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
  /** Bytes the client had written when the answer came. */
  written: number;
}

/** A chunked post (no Content-Length) that keeps sending 1 KiB pieces up to `total` or until it is answered. */
function postChunked(total: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/form' }, (response) => {
      answered = true;
      const pieces: Buffer[] = [];
      response.on('data', (piece: Buffer) => pieces.push(piece));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(pieces).toString(),
          connection: response.headers.connection,
          written,
        }),
      );
    });
    request.setHeader('content-type', 'application/x-www-form-urlencoded');
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const piece = Buffer.alloc(1024, 'a');
    const send = () => {
      while (!answered && written < total) {
        written += piece.length;
        if (!request.write(piece)) return void request.once('drain', send);
      }
      if (!answered) request.end();
    };
    send();
  });
}

describe('a page form post without Content-Length', () => {
  it('is read whole up to the limit', async () => {
    const answer = await postChunked(9 * 1024);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ bytes: 9 * 1024, text: 'aaaaa' });
  });

  it('is refused with 413 once it passes the limit, without reading the rest', async () => {
    const answer = await postChunked(64 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'payload_too_large' });
    // Answered long before the client could send its 64 MiB.
    expect(answer.written).toBeLessThan(8 * 1024 * 1024);
  });
});
