// The public entry of spreadsheet-upload: the upload of a spreadsheet that the cart and projects share (ADR 0061,
// 0068; ADR 0055).
export { SpreadsheetUpload, type SpreadsheetUploadProps } from './spreadsheet-upload.tsx';
export {
  failureMessage,
  phaseOfProgress,
  readAsDataUrl,
  refusedRows,
  snackbarOfResult,
  tooLargeToSend,
  type UploadPhase,
  type UploadSnackbar,
} from './upload-outcome.ts';
export {
  type SendUpload,
  type SpreadsheetUploadState,
  useSpreadsheetUpload,
} from './use-spreadsheet-upload.ts';
