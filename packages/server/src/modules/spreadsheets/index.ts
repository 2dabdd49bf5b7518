// The public entry of spreadsheets: reading uploaded files and wording the upload's answer, shared by the cart's
// and the projects' uploads (ADR 0061, 0068; ADR 0055).
export { decodeCsvText, decodeUploadData, detectUploadKind, type UploadKind } from './decode-upload.ts';
export { readUploadedSheet, type SheetRead } from './read-sheet.ts';
export { declaredInflatedSize, readXlsxRows, type XlsxRead } from './read-xlsx.ts';
export { type ResolvedCodes, resolveUploadCodes, UPLOAD_BODY_LIMIT } from './resolve-codes.ts';
export {
  fileResult,
  loadUploadTexts,
  rowsResult,
  type UploadTextSource,
  type UploadTexts,
} from './upload-message.ts';
