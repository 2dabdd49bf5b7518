import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { healthRoutes } from './routes.ts';

const t = useTestApp();

describe('GET /api/health', () => {
  it('reports the process and the database', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(['pglite', 'postgres']).toContain(response.json().databaseKind);
  });

  it('sends security headers and a request id', async () => {
    // A client's own X-Request-Id is not adopted without TRUST_PROXY (platform/forwarded-client.test.ts).
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'probe-1' } });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+-[0-9a-z]+$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Document-only headers are for pages (checked in e2e/tests/shell.spec.ts), not JSON.
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject('/api/docs/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/Shop/Markets/Current',
        '/api/v1/Links',
        '/api/v1/Translations/Pages/{page}',
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('CurrentMarket');
    expect(doc.components.schemas).toHaveProperty('ErrorBody');
  });

  it('serves a reference page', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const response = await t.app.inject('/api/v1/Nothing/Here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 degraded when the database does not answer', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // A database whose connection is gone: every round trip fails.
    const unreachable = { ...t.database, ping: () => Promise.reject(new Error('connection refused')) };
    await app.register(healthRoutes(unreachable));
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
    await app.close();
  });
});
