import { csvField } from '@airshop/domain/commerce/csv-reader';
import type { OrderListRow } from './order-queries.ts';

/*
 * The back office's CSV export (issue 16 point 7, ADR 0064): what spreadsheet programs in the markets open
 * without an import dialog — UTF-8 with a byte-order mark (Excel needs it for å, ß, ő), `;` between fields and
 * a decimal comma (the separator and decimal mark of every market's locale but en), ISO dates, a header row,
 * CRLF line ends (RFC 4180).
 */

export const ORDER_CSV_SEPARATOR = ';';

export const ORDER_CSV_HEADER = [
  'Number',
  'Kind',
  'Status',
  'Placed at (UTC)',
  'Company',
  'Customer number',
  'Market',
  'Buyer',
  'E-mail',
  'Reference',
  'Lines',
  'Pieces',
  'Total net',
  'Currency',
] as const;

/**
 * Text a person typed (a reference, a company name) that starts like a formula would run as one when the file
 * is opened (CSV injection, OWASP): such a field starts with an apostrophe, which spreadsheets show as text.
 */
export function inertText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** 1234.5 → `1234,50`: two decimals, a comma, no grouping (a grouping mark would be read as text). */
export function decimalComma(value: number): string {
  return value.toFixed(2).replace('.', ',');
}

/** `2026-11-27 09:05`: ISO 8601 with a space, which LibreOffice and Excel both read as a date and time. */
export function isoMinute(date: Date): string {
  return date.toISOString().slice(0, 16).replace('T', ' ');
}

function record(fields: readonly string[]): string {
  return fields.map((field) => csvField(field, ORDER_CSV_SEPARATOR)).join(ORDER_CSV_SEPARATOR);
}

export function orderCsvRow(row: OrderListRow): string {
  return record([
    row.number,
    row.kind,
    row.status,
    isoMinute(row.placedAt),
    inertText(row.companyName),
    inertText(row.customerNumber ?? ''),
    row.marketId,
    inertText(row.buyerName),
    inertText(row.buyerEmail),
    inertText(row.orderReference ?? ''),
    String(row.lineCount),
    String(row.pieces),
    row.totalNet === null ? '' : decimalComma(Number(row.totalNet)),
    row.currency,
  ]);
}

/** The whole file, byte-order mark first. */
export function ordersCsv(rows: readonly OrderListRow[]): string {
  return `\uFEFF${[record(ORDER_CSV_HEADER), ...rows.map(orderCsvRow)].join('\r\n')}\r\n`;
}
