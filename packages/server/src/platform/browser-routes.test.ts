import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Route } from '@airshop/domain/api/endpoint';
import { apiEndpoints } from '@airshop/domain/api/endpoints';
import { describe, expect, it } from 'vitest';

/** The declarations' folder in packages/domain. */
const here = path.join(import.meta.dirname, '../../../domain/src/api');
const routeFiles = readdirSync(here).filter((name) => name.endsWith('-routes.ts'));

function routesIn(value: unknown): Route[] {
  if (typeof value !== 'object' || value === null) return [];
  if ('method' in value && 'path' in value) return [value as Route];
  return Object.values(value).flatMap(routesIn);
}

/** ADR 0048: the browser calls by these plain routes; they must be declared and must not load zod. */
describe('the routes the browser calls by', () => {
  it('are each an endpoint the API declares', async () => {
    const declared = new Set(apiEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const undeclared: string[] = [];
    let count = 0;
    for (const file of routeFiles) {
      for (const route of routesIn(await import(path.join(here, file)))) {
        count += 1;
        if (!declared.has(`${route.method} ${route.path}`))
          undeclared.push(`${file}: ${route.method} ${route.path}`);
      }
    }
    expect(count).toBeGreaterThan(30);
    expect(undeclared).toEqual([]);
  });

  it('load nothing at run time (no schema reaches the page)', () => {
    const runtimeImports = (file: string) =>
      [...readFileSync(path.join(here, file), 'utf8').matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map(
        (match) => match[1],
      );
    for (const file of routeFiles) expect(runtimeImports(file), file).toEqual([]);
  });
});
