import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { webBuildExists } from './ssr.ts';

/*
 * The server build of the pages must import the domain package, not carry a copy of it (web vite.config.ts): a
 * copy registered zod schemas a second time under their ids, and the OpenAPI document then failed with
 * "Duplicate schema id" depending on which modules the pages happened to load.
 */
const buildDir = path.join(REPO_ROOT, 'packages/web/build');

describe.runIf(webBuildExists(buildDir))('the pages’ server build', () => {
  const bundle = readFileSync(path.join(buildDir, 'server/index.js'), 'utf8');

  it('imports the domain package at run time', () => {
    expect(bundle).toMatch(/from "@airshop\/domain\/[a-z-/]+"/);
  });

  it('holds no schema with an id of its own', () => {
    expect(bundle).not.toMatch(/\.meta\(\{\s*id:/);
  });
});
