import { sanitizeRichText } from '../../platform/rich-text.ts';

/*
 * Rich text of the catalogue (descriptions, FAQ answers) is HTML written by product managers, cleaned on import
 * by the shop's one sanitizer with the common allow-list; its headings sit under the page's sections, so h3 and
 * h4 only (an h1 or h2 leaves its text).
 */
export function sanitizeHtml(html: string): string {
  return sanitizeRichText(html);
}
