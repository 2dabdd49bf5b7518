import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint.ts';

const moduleScript = (manifest: string) =>
  `import "/assets/manifest.js";\nwindow.__reactRouterManifest = ${manifest};\nimport("/assets/entry.client.js");`;

function documentOf(nonce: string, { preloadInBody = false } = {}): string {
  const manifest = '{\n  "entry": {\n    "module": "/assets/entry.client.js"\n  }\n}';
  return [
    '<!DOCTYPE html><html><head>',
    '<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/>',
    '<title>Page</title></head><body><main>Text</main>',
    preloadInBody ? '<link rel="modulepreload" href="/assets/c.js"/>' : '',
    `<script nonce="${nonce}" type="module" async="">${moduleScript(manifest)}</script>`,
    '</body></html>',
  ].join('');
}

describe('loadScriptsAfterFirstPaint', () => {
  it('moves the preloads and the module script into a script that adds them after the first paint', () => {
    const html = loadScriptsAfterFirstPaint(documentOf('n1'));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module" async=""');
    expect(html).toContain('<main>Text</main>');
    const loader = /<script nonce="n1">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('["/assets/a.js","/assets/b.js"]');
    expect(loader).toContain('first-contentful-paint');
    // The manifest on one line.
    expect(loader).toContain(
      'window.__reactRouterManifest = {\\"entry\\":{\\"module\\":\\"/assets/entry.client.js\\"}};',
    );
  });

  it('gives each response its own nonce, with the same loader for the same route', () => {
    const first = loadScriptsAfterFirstPaint(documentOf('n1'));
    const second = loadScriptsAfterFirstPaint(documentOf('n2'));
    expect(second).toContain('<script nonce="n2">');
    expect(second).not.toContain('n1');
    expect(second.replace('n2', 'n1')).toBe(first);
  });

  it('also takes a preload found past the head', () => {
    const html = loadScriptsAfterFirstPaint(documentOf('n3', { preloadInBody: true }));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('"/assets/c.js"');
  });

  it('leaves a document without a module script as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body>Error</body></html>';
    expect(loadScriptsAfterFirstPaint(plain)).toBe(plain);
  });
});
