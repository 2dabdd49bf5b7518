import { safeCatalogLink } from '@airshop/domain/catalog/catalog-link';
import { hasServicesBlock } from '@airshop/domain/catalog/contact-finder';
import { presentExtraParts } from '@airshop/domain/catalog/extras-section';
import type { ProductPage } from '@airshop/domain/catalog/product';
import type { ContactBlock } from '@airshop/domain/catalog/sales-contacts';
import type { SizingFirstView } from '@airshop/domain/catalog/sizing-first-view';

/** The in-page anchors of spec §2; each section carries its id, and a link to it exists only with the section. */
export const PRODUCT_ANCHORS = [
  'configure',
  'sizing',
  'documents',
  'accessories',
  'spareparts',
  'warranties',
  'filters',
  'enquiry',
  'contact',
  'services',
  'hubspot',
] as const;
export type ProductAnchor = (typeof PRODUCT_ANCHORS)[number];

/** The anchors this product's page has (the enquiry arrives with part 2). */
export function presentAnchors(
  page: ProductPage,
  block: ContactBlock | undefined,
  sizing?: SizingFirstView | undefined,
): ReadonlySet<ProductAnchor> {
  const present = new Set<ProductAnchor>();
  // The chooser and the extras need variants (spec §2 "Extras section").
  const variantCount = sizing?.VariantCount ?? 0;
  if (variantCount > 0) present.add('sizing');
  for (const part of presentExtraParts(page.Detail, variantCount)) present.add(part.anchor);
  if (safeCatalogLink(page.Detail.SelectionToolUrl)) present.add('configure');
  if (page.Documents.length > 0) present.add('documents');
  if (block) {
    present.add('contact');
    if (hasServicesBlock(block)) present.add('services');
  }
  if (page.Detail.IsEnquiryFormVisible) present.add('enquiry');
  if (page.Detail.HubspotScript) present.add('hubspot');
  return present;
}
