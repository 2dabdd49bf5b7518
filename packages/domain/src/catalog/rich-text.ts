/*
 * Rich text from the catalogue (descriptions, FAQ answers) is HTML the importer has already cleaned
 * (catalog-import/sanitize-html.ts). These helpers only measure it.
 */

/**
 * A description longer than this many characters of text starts collapsed with 'show more' (spec §4 "Expand
 * and collapse"): about eight lines of the description column on a desktop screen.
 */
export const LONG_TEXT_CHARS = 420;

/** The readable text of a piece of HTML: tags dropped, entities of the sanitiser counted as one character. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a text is long enough to be collapsed. */
export function isLongText(html: string | null | undefined, limit = LONG_TEXT_CHARS): boolean {
  return html ? plainTextOf(html).length > limit : false;
}
