import { apiEndpoints } from '@airshop/domain/api/endpoints';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { summary?: string }>>>;
}

/** `/api/v1/Catalog/:id` as the OpenAPI document writes it: `/api/v1/Catalog/{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}').replace(/\*$/, '{*}');
}

async function document(): Promise<OpenApiDocument> {
  const response = await t.app.inject('/api/docs/openapi.json');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** ADR 0048: the declarations in `@airshop/domain/api` and the server's routes are the same set. */
describe('the API contract', () => {
  it('declares each method and path once', () => {
    const keys = apiEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has every declared endpoint registered, described by its declaration', async () => {
    const doc = await document();
    const missing: string[] = [];
    for (const endpoint of apiEndpoints) {
      const registered = t.app.hasRoute({ method: endpoint.method, url: endpoint.path });
      const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase() as 'get'];
      if (!registered || operation?.summary !== endpoint.summary) {
        missing.push(`${endpoint.method} ${endpoint.path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has every route of the API reference declared', async () => {
    const declared = new Set(
      apiEndpoints.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`),
    );
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries((await document()).paths)) {
      for (const method of METHODS) {
        const key = `${method.toUpperCase()} ${path}`;
        if (operations[method] && !declared.has(key)) undeclared.push(key);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
