import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, HTTP_STATUS, registerErrorHandling } from './errors.ts';

async function appWithFailingRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/not-found', () => {
    throw new AppError('not_found', 'No such cart');
  });
  app.get('/conflict', () => {
    throw new AppError('conflict', undefined, { field: 'Code' });
  });
  app.get('/crash', () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.post(
    '/echo',
    { schema: { body: z.object({ Quantity: z.number().int().min(1) }) } },
    (request) => request.body,
  );
  await app.ready();
  return app;
}

describe('error mapping', () => {
  it('maps every code to a client or server status', () => {
    for (const status of Object.values(HTTP_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
    expect(HTTP_STATUS.forbidden).toBe(403);
    expect(HTTP_STATUS.unauthenticated).toBe(401);
  });

  it('answers an AppError with its status and the one error body', async () => {
    const app = await appWithFailingRoutes();
    const notFound = await app.inject('/not-found');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ code: 'not_found', message: 'No such cart' });
    const conflict = await app.inject('/conflict');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'conflict', details: { field: 'Code' } });
  });

  it('hides the internals of unexpected errors', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject('/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal', message: 'Something went wrong on our side.' });
    expect(response.body).not.toContain('secret');
  });

  it('turns schema validation failures into 400 with the failing paths', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { Quantity: 0 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.details[0]).toMatchObject({ in: 'body', path: ['Quantity'] });
  });

  it('answers malformed JSON with 400 and unknown routes with 404', async () => {
    const app = await appWithFailingRoutes();
    const bad = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"Quantity":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
    const missing = await app.inject('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });
});
