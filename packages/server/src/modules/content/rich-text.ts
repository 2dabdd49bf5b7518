import sanitize from 'sanitize-html';

/*
 * The body of a content page is HTML written by editors, and it is rendered as HTML. It is cleaned on import by
 * sanitize-html (a maintained parser-based sanitizer, ADR 0053) against an allow-list: structure, emphasis,
 * lists, quotes, tables and links. Pictures are the item's own image, so no <img>; no classes, styles or event
 * handlers. The page's title is its h1, so the body's headings start at h2.
 */

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // rel is set below for outside links; an editor's own rel is harmless.
  allowedAttributes: { a: ['href', 'rel'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Scripts, styles and the like go with their content; other unknown tags leave their text behind.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'title'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // An outside link opens no window.opener and sends no referrer.
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
    h1: 'h2',
  },
};

/** The body's HTML with only the allowed tags and attributes left. */
export function sanitizeContentHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** The text of sanitized HTML, for search: tags become spaces, entities their characters. */
export function plainTextOf(html: string): string {
  const text = sanitize(html.replace(/<\/(p|h[2-4]|li|td|th|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] as string);
}
