/*
 * The delivery date of product-page.md §4: the first delivery-time band whose MaxQuantity covers the ordered
 * quantity gives today plus that band's Days (calendar days). Dates are the API's YYYY-MM-DD.
 */

export interface LeadTimeBand {
  readonly MaxQuantity: number;
  readonly Days: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The band that applies to a quantity: the first, in the given order, whose MaxQuantity is at least it. */
export function leadTimeFor(bands: readonly LeadTimeBand[], quantity: number): LeadTimeBand | undefined {
  return bands.find((band) => band.MaxQuantity >= quantity);
}

/** `today` plus the Days of the band for `quantity`; null when no band covers the quantity. */
export function deliveryDate(today: string, bands: readonly LeadTimeBand[], quantity: number): string | null {
  const band = leadTimeFor(bands, quantity);
  const match = ISO_DATE.exec(today);
  if (!band || !match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + band.Days));
  return date.toISOString().slice(0, 10);
}
