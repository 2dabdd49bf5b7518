/*
 * Rich text of the catalogue (descriptions, FAQ answers) is HTML written by product managers. It is cleaned on
 * import against an allow-list so pages can render it as HTML: allowed tags lose every attribute but a safe
 * link target, other tags are dropped (their text stays), script/style lose their content too.
 */

const ALLOWED = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'h3',
  'h4',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const VOID = new Set(['br']);
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>/g;
const SAFE_HREF = /^(https?:\/\/|\/(?!\/)|#|mailto:)/i;

function escapeText(text: string): string {
  return text
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function hrefOf(attributes: string): string | undefined {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const href = (match?.[1] ?? match?.[2] ?? match?.[3])?.trim();
  return href && SAFE_HREF.test(href) ? href.replace(/"/g, '%22') : undefined;
}

export function sanitizeHtml(html: string): string {
  const input = html.replace(/<!--[\s\S]*?-->/g, '').replace(DROP_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  for (const match of input.matchAll(TAG)) {
    out += escapeText(input.slice(last, match.index));
    last = match.index + match[0].length;
    const [, slash, rawName, attributes] = match;
    const name = (rawName as string).toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (slash) {
      if (!VOID.has(name)) out += `</${name}>`;
    } else if (name === 'a') {
      const href = hrefOf(attributes ?? '');
      out += href
        ? `<a href="${href}"${href.startsWith('http') ? ' rel="noopener noreferrer"' : ''}>`
        : '<a>';
    } else {
      out += VOID.has(name) ? `<${name}>` : `<${name}>`;
    }
  }
  return out + escapeText(input.slice(last));
}
