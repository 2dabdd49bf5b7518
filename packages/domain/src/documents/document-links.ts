/*
 * The view and download links of a document (spec §7: "document view and download links come from shared URL
 * helpers"). Apart from documents.ts so browser code builds them without pulling zod into the page's bundle.
 */

/** The `analytics` value of the links on the product page; the file routes accept it and do not use it. */
export const DOCUMENT_ANALYTICS_PRODUCT_PAGE = 'product-page';

function withAnalytics(path: string, analytics: string | undefined): string {
  return analytics ? `${path}?analytics=${encodeURIComponent(analytics)}` : path;
}

/** View the file (inline when its type allows); `analytics` names where the link was. */
export function documentUrl(id: string, analytics?: string): string {
  return withAnalytics(`/api/v1/Documents/${id}`, analytics);
}

/** Download the file (always an attachment). */
export function documentDownloadUrl(id: string, analytics?: string): string {
  return withAnalytics(`/api/v1/Documents/${id}/Download`, analytics);
}
