#!/usr/bin/env node
// Module boundaries (ADR 0055), run by `npm run lint`:
// - a web feature (packages/web/app/features/<name>) imports another feature only through its index.ts;
// - a server module (packages/server/src/modules/<name>) imports another module only through its index.ts;
// - packages/server/src/platform and db import no module and no seed; db imports nothing of platform.
// Imports are read from the source text (static, dynamic and type-only); a violation names file and import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(folder) {
  const out = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

/** Every relative import of the files under `folder`, resolved to a path from the repo root. */
function* importsUnder(folder) {
  for (const file of sourceFiles(join(root, folder))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      yield { file: relative(root, file), target: relative(root, resolve(dirname(file), match[1])) };
    }
  }
}

/** The first folder below `base` that `path` lies in, or undefined when it is not below `base`. */
function unitOf(base, path) {
  const rest = relative(base, path);
  if (rest.startsWith('..')) return undefined;
  return rest.split(sep)[0];
}

const problems = [];

for (const [base, kind] of [
  ['packages/web/app/features', 'feature'],
  ['packages/server/src/modules', 'module'],
]) {
  for (const { file, target } of importsUnder(base)) {
    const from = unitOf(base, file);
    const to = unitOf(base, target);
    if (!to || to === from) continue;
    if (target !== join(base, to, 'index.ts')) {
      problems.push(
        `${file}: imports ${target}; another ${kind} is reached through ${join(base, to, 'index.ts')}`,
      );
    }
  }
}

for (const layer of ['packages/server/src/platform', 'packages/server/src/db']) {
  for (const { file, target } of importsUnder(layer)) {
    const below = relative('packages/server/src', target).split(sep)[0];
    const refused = ['modules', 'seed', ...(layer.endsWith('db') ? ['platform'] : [])];
    if (refused.includes(below))
      problems.push(`${file}: imports ${target}; ${layer} may not import ${below}/`);
  }
}

if (problems.length > 0) {
  console.error(`Module boundaries: ${problems.length} import(s) cross a boundary (ADR 0055)\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Module boundaries: no import crosses a boundary.');
