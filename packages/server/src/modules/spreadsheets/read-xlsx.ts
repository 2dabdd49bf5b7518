import { Readable } from 'node:stream';
import type { SheetRow, UploadCell } from '@airshop/domain/commerce/cart-upload-rows';

/*
 * The first worksheet of an xlsx, row by row, with exceljs's streaming reader (loaded only when an xlsx comes):
 * rows are read as the zip is inflated and only the cells' values are kept, and reading stops at the row limit.
 */

/** What the zip says its parts hold once inflated; beyond it the file is refused unread (a zip bomb). */
const MAX_INFLATED_BYTES = 200 * 1024 * 1024;
/** More cells in a row than any template row has is not a cart list: they are not kept. */
const MAX_CELLS = 64;

export type XlsxRead = { ok: true; rows: SheetRow[]; truncated: boolean } | { ok: false };

/**
 * The sum of the uncompressed sizes the zip's central directory declares; null when there is no readable
 * directory. ZIP64 archives (parts over 4 GB) answer null: no spreadsheet of 10 MB needs one.
 */
export function declaredInflatedSize(zip: Buffer): number | null {
  // The end-of-central-directory record is in the last 22 + 65,535 bytes (its comment is at most that long).
  const from = Math.max(0, zip.length - 22 - 0xffff);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < from || end + 22 > zip.length) return null;
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== 0x02014b50) return null;
    const size = zip.readUInt32LE(offset + 24);
    if (size === 0xffffffff) return null;
    total += size;
    offset +=
      46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return total;
}

type CellValue = unknown;

/** A cell's value as the rows' checks read it: text, a number, or nothing. */
function cellOf(value: CellValue): UploadCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (Array.isArray(object.richText)) {
      return object.richText.map((part: { text?: unknown }) => String(part.text ?? '')).join('');
    }
    // A formula's last computed value; a hyperlink's text; an error's code (#N/A), which no check accepts.
    if ('result' in object) return cellOf(object.result);
    if ('text' in object) return cellOf(object.text);
    if ('error' in object) return String(object.error);
  }
  return null;
}

/**
 * The rows of the workbook's first sheet, each with its number in the sheet, until `maxRows` rows with content
 * (then `truncated`). `ok: false` when the file is no workbook exceljs can read or would inflate beyond reason.
 */
export async function readXlsxRows(bytes: Buffer, maxRows: number): Promise<XlsxRead> {
  const inflated = declaredInflatedSize(bytes);
  if (inflated === null || inflated > MAX_INFLATED_BYTES) return { ok: false };
  const { default: ExcelJS } = await import('exceljs');
  const input = Readable.from([bytes]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let filled = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as CellValue[]).slice(1, MAX_CELLS + 1);
        const cells = Array.from(values, cellOf);
        if (cells.every((cell) => cell === null || String(cell).trim() === '')) continue;
        if (filled >= maxRows) return { ok: true, rows, truncated: true };
        filled += 1;
        rows.push({ row: row.number, cells });
      }
      // The first sheet is the list; the others (notes, look-ups) are not read.
      break;
    }
  } catch {
    return { ok: false };
  } finally {
    input.destroy();
  }
  return { ok: true, rows, truncated: false };
}
