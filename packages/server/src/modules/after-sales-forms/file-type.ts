import type { UploadFileType } from '@airshop/domain/forms/upload-files';

/*
 * The type of an uploaded file, told by its first bytes (quality.md: "file type by magic bytes, not by the
 * declared mime"). Photos and videos from phones are ISO base media files (HEIC, MP4, MOV): their type is the
 * major brand of the leading `ftyp` box.
 */

/** Enough for every signature below: the `ftyp` box's major brand ends at byte 12, and so does WebP's. */
export const TYPE_HEAD_BYTES = 12;

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash']);
const QUICKTIME_BRANDS = new Set(['qt  ']);

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
const ascii = (head: Uint8Array, from: number, to: number) =>
  head.length >= to ? String.fromCharCode(...head.subarray(from, to)) : '';

export function sniffUploadType(head: Uint8Array): UploadFileType | undefined {
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (MP4_BRANDS.has(brand)) return 'video/mp4';
    if (QUICKTIME_BRANDS.has(brand)) return 'video/quicktime';
  }
  return undefined;
}
