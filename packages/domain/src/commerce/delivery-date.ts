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

/** Spec §4/§9: a delivery date changed by the quantity is highlighted this long. */
export const DELIVERY_DATE_HIGHLIGHT_MS = 600;

/** The calendar day of `now` where the visitor is, as YYYY-MM-DD: delivery dates count from the visitor's today. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A YYYY-MM-DD date in the short localised form the spec calls ll ("Dec 12, 2026", "12 dec. 2026"). Read and
 * written in UTC so the day never shifts with the visitor's time zone. `locale` is an Intl tag.
 */
export function formatDisplayDate(isoDate: string, locale: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
