import { CART_UPLOAD_MAX_BYTES } from '@airshop/domain/commerce/cart-upload';
import { AppError } from '../../platform/errors.ts';

/*
 * PUT Carts/Default/Upload carries the file as JSON (shop.md §7): its bytes as base64, or as the data URL a
 * FileReader gives. The kind of file is told by its first bytes, never by its name or declared type
 * (quality.md "file type by magic bytes").
 */

const DATA_URL = /^data:[^,]{0,200};base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The file's bytes; null when Data is not base64. Over CART_UPLOAD_MAX_BYTES once decoded: 413. */
export function decodeUploadData(data: string): Buffer | null {
  const base64 = data.replace(DATA_URL, '').replace(/\s+/g, '');
  if (base64.length % 4 === 1 || !BASE64.test(base64)) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > CART_UPLOAD_MAX_BYTES) {
    throw new AppError('payload_too_large', 'The file is larger than 10 MB.', { reason: 'fileTooLarge' });
  }
  return bytes;
}

export type UploadKind = 'csv' | 'xlsx' | 'other';

const startsWith = (bytes: Buffer, ...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * xlsx: a zip (PK\3\4) holding a workbook. csv: text — UTF-8, UTF-16 with its byte order mark (Excel's
 * "Unicode text"), or a single-byte code page — without the control bytes binary files are full of. Anything
 * else (an old .xls, a PDF, an image, another zip) is other.
 */
export function detectUploadKind(bytes: Buffer): UploadKind {
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) {
    // File names in a zip are stored as they are: an Office document that is not a workbook has no xl/ part.
    return bytes.includes('xl/workbook.xml') ? 'xlsx' : 'other';
  }
  if (startsWith(bytes, 0xff, 0xfe) || startsWith(bytes, 0xfe, 0xff)) return 'csv';
  const sample = bytes.subarray(0, 64 * 1024);
  for (const byte of sample) {
    // Tab, line feed, form feed and carriage return are text; other C0 bytes are not (NUL above all).
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return 'other';
  }
  return bytes.length > 0 ? 'csv' : 'other';
}

/**
 * The text of a CSV file: UTF-16 by its byte order mark, UTF-8 when the bytes are valid UTF-8 (the template's
 * encoding), else Windows-1252, which Excel's plain "CSV" uses in western Europe.
 */
export function decodeCsvText(bytes: Buffer): string {
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
