import { CART_BULK_MAX_ROWS } from '@airshop/domain/commerce/cart-edits';
import { numberRecords, type SheetRow } from '@airshop/domain/commerce/cart-upload-rows';
import { readCsv } from '@airshop/domain/commerce/csv-reader';
import { decodeCsvText, decodeUploadData, detectUploadKind } from './decode-upload.ts';
import { readXlsxRows } from './read-xlsx.ts';

/*
 * An uploaded spreadsheet's rows, whatever it fills (the cart, a project; ADR 0061, 0068): the JSON's base64
 * decoded, the kind told by its bytes, a CSV or the first sheet of an xlsx read up to the row limit.
 */

/** Rows read before the file is known to be too long: the header, the limit and one more. */
const ROWS_TO_READ = CART_BULK_MAX_ROWS + 2;

export type SheetRead =
  | { ok: true; rows: SheetRow[] }
  | { ok: false; error: 'unreadableFile' | 'unsupportedFileType' | 'tooManyRows' };

/**
 * The rows of a file given as the upload's Data (base64 or a data URL). A file over 10 MB once decoded throws
 * 413 (AppError payload_too_large); a file that is no CSV or xlsx, cannot be read, or is too long is an error.
 */
export async function readUploadedSheet(data: string): Promise<SheetRead> {
  const bytes = decodeUploadData(data);
  if (!bytes) return { ok: false, error: 'unreadableFile' };
  const kind = detectUploadKind(bytes);
  if (kind === 'other') return { ok: false, error: 'unsupportedFileType' };
  if (kind === 'xlsx') {
    // An export's header block and totals are rows too: a few more than the limit are read.
    const read = await readXlsxRows(bytes, ROWS_TO_READ);
    if (!read.ok) return { ok: false, error: 'unreadableFile' };
    return read.truncated ? { ok: false, error: 'tooManyRows' } : { ok: true, rows: read.rows };
  }
  const read = readCsv(decodeCsvText(bytes), ROWS_TO_READ);
  if (!read.ok) return { ok: false, error: 'unreadableFile' };
  return read.truncated
    ? { ok: false, error: 'tooManyRows' }
    : { ok: true, rows: numberRecords(read.records) };
}
