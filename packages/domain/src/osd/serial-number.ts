/*
 * Serial numbers of sold units and the four requests of the unit page (shop.md §3 "Serial-number (OSD)", ADR 0073).
 * Plain constants and functions without zod, so the browser can use them without loading a schema.
 */

/** Letters and digits only, once normalised; the demo's serials are 10 characters (e.g. NV24A01234). */
export const SERIAL_NUMBER_MIN_LENGTH = 4;
export const SERIAL_NUMBER_MAX_LENGTH = 30;
/** What a visitor may type before normalising: spaces and dashes cost room too. */
export const SERIAL_NUMBER_INPUT_MAX_LENGTH = 60;

/**
 * The serial number as it is stored: upper case, without spaces, dashes, dots, slashes or underscores (labels
 * print "NV-24A 01234", people type "nv24a01234"). Undefined when what is left is no serial number.
 */
export function normalizeSerialNumber(raw: string): string | undefined {
  if (raw.length > SERIAL_NUMBER_INPUT_MAX_LENGTH) return undefined;
  const serial = raw.replace(/[\s\-‐‑–—._/]+/g, '').toUpperCase();
  if (serial.length < SERIAL_NUMBER_MIN_LENGTH || serial.length > SERIAL_NUMBER_MAX_LENGTH) return undefined;
  return /^[A-Z0-9]+$/.test(serial) ? serial : undefined;
}

/** The four requests of the unit page, in the spec's order. */
export const OSD_REQUEST_KINDS = [
  'sales-enquiry',
  'register-warranty',
  'purchase-similar-unit',
  'request-service-engineer',
] as const;
export type OsdRequestKind = (typeof OSD_REQUEST_KINDS)[number];

export const OSD_MESSAGE_MAX_LENGTH = 2000;

/** The after-sales pages (web routes.ts; the first segment is reserved, site/reserved-segments.ts). */
export function serialSearchPath(locale: string): string {
  return `/${locale}/after-sales/serial-number`;
}
export function unitPagePath(locale: string, serial: string): string {
  return `/${locale}/after-sales/serial-number/${encodeURIComponent(serial)}`;
}
/** The order page; the serial is the visitor's proof that they stand in front of one of its units. */
export function unitOrderPagePath(locale: string, orderNo: string, serial?: string): string {
  const query = serial ? `?serial=${encodeURIComponent(serial)}` : '';
  return `/${locale}/after-sales/orders/${encodeURIComponent(orderNo)}${query}`;
}
