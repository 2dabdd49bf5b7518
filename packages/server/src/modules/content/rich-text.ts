import { sanitizeRichText } from '../../platform/rich-text.ts';

/** A content page's body: its h1 is the page's title, so the body's headings start at h2; quotes are allowed. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeRichText(html, { moreTags: ['h2', 'blockquote'], renameTags: { h1: 'h2' } });
}
