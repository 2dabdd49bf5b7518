import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * Short class names for CSS modules in a build: `_` and five characters of a hash of the file and the class
 * (Vite's default, `_button_1xgt8_1`, is readable but made a fifth of the product page's class attributes; ADR
 * 0070). Deterministic, so the browser and server builds agree; a clash of two names fails the build.
 */
function shortScopedNames() {
  const owners = new Map<string, string>();
  return (name: string, filename: string) => {
    const key = `${relative(import.meta.dirname, filename.split('?')[0] as string)}:${name}`;
    const digest = createHash('sha256').update(key).digest('base64url').replaceAll('-', '_');
    const short = `_${digest.slice(0, 5)}`;
    const owner = owners.get(short);
    if (owner !== undefined && owner !== key) throw new Error(`CSS module names ${owner} and ${key} clash`);
    owners.set(short, key);
    return short;
  };
}

export default defineConfig(({ command }) => ({
  plugins: [reactRouter()],
  css: command === 'build' ? { modules: { generateScopedName: shortScopedNames() } } : {},
  // The server build imports the domain package at run time instead of carrying a copy: the server process
  // then holds one instance of each domain module. A bundled copy registered every zod schema it holds a second
  // time under the same id, which broke the OpenAPI document depending on which page a build happened to load.
  environments: {
    ssr: { build: { rollupOptions: { external: (id: string) => id.startsWith('@airshop/domain/') } } },
  },
  build: {
    // One stylesheet for every page (issue 13): split per chunk, the product page blocked its first paint on 13
    // files. All of it is about 20 KB compressed, cached once for the whole site; the server preloads it with a
    // Link header (platform/stylesheet-link-header.ts).
    cssCodeSplit: false,
  },
}));
