/**
 * The page's scripts are fetched once the browser has painted the server HTML (issue 13, point 27; ADR 0045).
 *
 * React Router writes one `<link rel="modulepreload">` per chunk the route needs (React hoists them to the top
 * of the head: 29 on the product page, some 235 KB) and one inline module script that imports the route modules
 * and starts hydration. The browser fetched all of it next to the stylesheet and the largest image, and ran the
 * hydration as soon as the chunks were in, before its first paint: on a phone the first view waited for
 * JavaScript that only makes the already rendered page interactive. Here the finished document is changed once
 * per render (the page cache keeps the result): the preloads leave the head, and the module script becomes a
 * small classic script that, after the first paint, adds the same preloads (fetched in parallel, no waterfall)
 * and the same module script, with this response's nonce. Neither React Router's `<Scripts>` nor React's
 * preload API offers that, hence the rewrite of their output.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/** A JSON literal that is safe inside an inline script: no `</script>`, no line separators. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * Runs in the page. It starts the fetches when the browser reports its first contentful paint (a frame later
 * where paint timing is missing); the timer is the fallback for a page that is not painted soon (a tab opened
 * in the background reports no paint).
 */
function loaderScript(preloads: string[], moduleScript: string): string {
  return `(()=>{const n=document.currentScript.nonce;let d=0;const go=()=>{if(d)return;d=1;for(const h of ${scriptLiteral(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}const s=document.createElement('script');s.type='module';s.nonce=n;s.textContent=${scriptLiteral(moduleScript)};document.body.append(s)};if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,5000)})()`;
}

/** React Router writes its route manifest as indented JSON; the same object on one line is some 2.5 KB less. */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

function compactManifest(moduleScript: string): string {
  const manifest = MANIFEST.exec(moduleScript);
  if (!manifest) return moduleScript;
  try {
    const compact = scriptLiteral(JSON.parse(manifest[2] as string));
    return moduleScript.replace(MANIFEST, (_all, head: string) => `${head}${compact};`);
  } catch {
    // Not the JSON we know (another React Router version): leave it as it is.
    return moduleScript;
  }
}

/**
 * The loader script of each route: every request of a route has the same module script and preloads, so it is
 * made once (the manifest parsed and written again, the script assembled) and kept; bounded, as a guard.
 */
const loaders = new Map<string, string>();
const MOST_LOADERS = 500;

function loaderOf(fullModuleScript: string, preloads: string[]): string {
  const key = `${fullModuleScript}\n${preloads.join('\n')}`;
  let loader = loaders.get(key);
  if (loader === undefined) {
    loader = loaderScript([...new Set(preloads)], compactManifest(fullModuleScript));
    if (loaders.size >= MOST_LOADERS) loaders.clear();
    loaders.set(key, loader);
  }
  return loader;
}

export function loadScriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  // Not a document React Router hydrates (an error before the shell, a resource route): leave it as it is.
  if (!script) return html;
  const [, nonce, fullModuleScript] = script as unknown as [string, string, string];
  // React hoists the preloads into the head: only the head is searched, unless one is found past it.
  const headEnd = html.indexOf('</head>');
  const inHeadOnly = headEnd >= 0 && html.indexOf('rel="modulepreload"', headEnd) < 0;
  const head = inHeadOnly ? html.slice(0, headEnd) : html;
  const rest = inHeadOnly ? html.slice(headEnd) : '';
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const loader = `<script nonce="${nonce}">${loaderOf(fullModuleScript, preloads)}</script>`;
  return (head.replace(MODULE_PRELOAD, '') + rest).replace(MODULE_SCRIPT, () => loader);
}
