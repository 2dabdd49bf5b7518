/*
 * Files a person attaches to an after-sales form (issue 19 point 4), without zod so pages can render limits and
 * the file picker's `accept` on first view. The server decides a file's type by its bytes, never by its name or
 * the browser's claim; the browser's check uses the declared type only to answer early.
 */

export const MIB = 1024 * 1024;

/** Photos, scans, documents and short videos of a unit: what installers send from a phone or a laptop. */
export const UPLOAD_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'video/mp4',
  'video/quicktime',
] as const;
export type UploadFileType = (typeof UPLOAD_FILE_TYPES)[number];

export const IMAGE_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
] as const satisfies readonly UploadFileType[];

/** The file name's ending each type is saved and mailed with. */
export const UPLOAD_FILE_EXTENSIONS: Record<UploadFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

/** What one file field takes: how many files, how many bytes together, of which types. */
export interface FileFieldRule {
  readonly required: boolean;
  readonly maxFiles: number;
  /** All the field's files together (spec §5: "max 32 MB", "max 10 MB"). */
  readonly maxBytes: number;
  readonly types: readonly UploadFileType[];
}

/** The longest file name kept; a longer one is cut, keeping its ending. */
export const UPLOAD_FILE_NAME_MAX_LENGTH = 120;

/** The reasons a file field is refused, each a message of the shared validation set. */
export type FileProblem = 'required' | 'fileType' | 'fileSize' | 'fileCount';
