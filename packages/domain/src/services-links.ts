import { isExternalLink, safeCatalogLink } from './catalog-link.ts';
import type { ContactBlock } from './sales-contacts.ts';

/*
 * The services block of the sales-contact block (product-page.md §2): which of its links are shown, and whether
 * the block shows at all. Apart from contact-finder.ts because the product page's in-page anchors need
 * hasServicesBlock on the first view, while the finder's code loads with the contacts section (ADR 0030).
 */

/** A services link as shown: only safe URLs (catalog-link.ts) with a text; the icon name as the block has it. */
export interface ShownServicesLink {
  url: string;
  icon: string;
  text: string;
  external: boolean;
}

export function shownServicesLinks(block: Pick<ContactBlock, 'ServicesLinks'>): ShownServicesLink[] {
  const links: ShownServicesLink[] = [];
  for (const link of block.ServicesLinks) {
    const url = safeCatalogLink(link.Url);
    const text = link.Text.trim();
    if (!url || !text) continue;
    links.push({ url, icon: link.Icon.trim(), text, external: isExternalLink(url) });
  }
  return links;
}

/** Whether the page has a services block at all: a title or a link to show (anchors.ts asks the same). */
export function hasServicesBlock(block: Pick<ContactBlock, 'ServicesTitle' | 'ServicesLinks'>): boolean {
  return Boolean(block.ServicesTitle) || shownServicesLinks(block).length > 0;
}
