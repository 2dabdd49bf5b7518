import sanitize from 'sanitize-html';

/*
 * Rich text that pages render as HTML (the catalogue's descriptions and FAQ answers, the bodies of content pages)
 * is written by people and cleaned on import by sanitize-html, a maintained parser-based sanitizer (ADR 0053),
 * against one allow-list: structure, emphasis, lists, tables and links. No images (pictures are the item's own),
 * no classes, styles or event handlers. Scripts, styles and the like go with their content; other unknown tags
 * leave their text behind.
 */

const TAGS = ['p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td'];

export interface RichTextRules {
  /** Tags a kind of text allows beyond the common ones (content pages: h2, blockquote). */
  readonly moreTags?: readonly string[];
  /** Tags that become another (a content page's h1 is its title, so the body's becomes h2). */
  readonly renameTags?: Readonly<Record<string, string>>;
}

function optionsFor(rules: RichTextRules): sanitize.IOptions {
  return {
    allowedTags: [...TAGS, ...TABLE_TAGS, ...(rules.moreTags ?? [])],
    // rel is set below for outside links; an editor's own rel is harmless.
    allowedAttributes: { a: ['href', 'rel'], th: ['scope'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'template',
      'iframe',
      'object',
      'title',
    ],
    disallowedTagsMode: 'discard',
    transformTags: {
      // An outside link opens no window.opener and sends no referrer.
      a: (tagName, attribs) =>
        /^https?:/i.test(attribs.href ?? '')
          ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
          : { tagName, attribs },
      ...rules.renameTags,
    },
  };
}

/** The HTML with only the allowed tags and attributes left. */
export function sanitizeRichText(html: string, rules: RichTextRules = {}): string {
  return sanitize(html, optionsFor(rules)).trim();
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
