import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerDocumentSecurityHeaders } from './security-headers.ts';

/**
 * The OpenAPI document is generated from the zod schemas of the routes (one source of truth): served as JSON
 * at /api/docs/openapi.json and as a reference page at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Airshop API',
        version: '1.0.0',
        description:
          'REST API of the Airshop web shop. Paths and PascalCase field names follow the shop specification. ' +
          'Answers are in the locale of the x-page-locale header (the page the call is for), else of the ' +
          'x-lang header, the country cookie, the defaultLanguage cookie, en. Errors answer with ' +
          '{ code, message, details? }.',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The reference page is a document: it gets the document headers in a scope of its own.
  await app.register(async (docs) => {
    registerDocumentSecurityHeaders(docs);
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
