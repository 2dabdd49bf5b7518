import {
  isClassicScriptType,
  MARKETING_CONTAINER_ID,
  MARKETING_SCRIPT_TIMEOUT_MS,
  sameOriginScriptUrl,
} from '@airshop/domain/catalog/marketing-snippet';

/*
 * Browser-only: parses the embedded marketing form's snippet (Detail.HubspotScript) and runs it (ADR 0021).
 * The snippet is parsed with DOMParser into an inert document, and only three things are taken from it: the
 * `src` of <script src> elements, the text of inline <script> elements, and the id of one <div id> container.
 * No other element or attribute of the snippet reaches the page.
 */

export type SnippetScript = { kind: 'external'; src: string } | { kind: 'inline'; code: string };

export interface ParsedSnippet {
  /** External scripts first, in snippet order, then inline ones in snippet order (spec §4). */
  scripts: SnippetScript[];
  containerId: string | null;
  /** Why the snippet cannot work, when it cannot: a script from another site, or no script at all. */
  problem: 'foreign-script' | 'no-script' | null;
}

export function parseSnippet(html: string, origin: string): ParsedSnippet {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const external: SnippetScript[] = [];
  const inline: SnippetScript[] = [];
  let problem: ParsedSnippet['problem'] = null;
  for (const element of doc.querySelectorAll('script')) {
    if (!isClassicScriptType(element.getAttribute('type'))) continue;
    const src = element.getAttribute('src');
    if (src !== null) {
      const url = sameOriginScriptUrl(src, origin);
      if (url) external.push({ kind: 'external', src: url });
      else problem = 'foreign-script';
    } else if (element.textContent?.trim()) {
      inline.push({ kind: 'inline', code: element.textContent });
    }
  }
  const containerId =
    [...doc.querySelectorAll('div[id]')].map((div) => div.id).find((id) => MARKETING_CONTAINER_ID.test(id)) ??
    null;
  const scripts = [...external, ...inline];
  return { scripts, containerId, problem: problem ?? (scripts.length === 0 ? 'no-script' : null) };
}

/**
 * The page's CSP nonce. React Router puts it on the page's own scripts; browsers hide the attribute after
 * parsing (so other markup cannot read it from the DOM), but the element's `nonce` property keeps it.
 */
export function pageNonce(): string | undefined {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

function loadExternal(src: string, nonce: string | undefined, parent: HTMLElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    if (nonce) script.nonce = nonce;
    // Dynamically inserted scripts run as soon as they arrive; the chain below keeps the snippet's order.
    script.async = false;
    const timer = window.setTimeout(() => reject(new Error(`timeout: ${src}`)), MARKETING_SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => {
      window.clearTimeout(timer);
      reject(new Error(`failed: ${src}`));
    });
    script.src = src;
    parent.append(script);
  });
}

/**
 * Loads each external script after the previous one has loaded, then runs the inline scripts. An inline
 * script runs because it carries the page's nonce: a script element created by script with a matching nonce
 * is allowed by `script-src 'nonce-…'`, text and all. Rejects when a script fails to load or the snippet
 * cannot work.
 */
export async function runSnippet(snippet: ParsedSnippet, parent: HTMLElement, isCancelled: () => boolean) {
  if (snippet.problem) throw new Error(`snippet: ${snippet.problem}`);
  const nonce = pageNonce();
  for (const script of snippet.scripts) {
    if (isCancelled()) return;
    if (script.kind === 'external') {
      await loadExternal(script.src, nonce, parent);
    } else {
      const element = document.createElement('script');
      if (nonce) element.nonce = nonce;
      element.textContent = script.code;
      parent.append(element);
    }
  }
}
