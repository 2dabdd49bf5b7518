import { type FileFieldRule, MIB, UPLOAD_FILE_EXTENSIONS } from '@airshop/domain/forms/upload-files';
import type { UploadedFile } from '@airshop/domain/forms/uploaded-file';

/** The picker's `accept`: the rule's types and their endings, so a phone offers its camera roll and a laptop its PDFs. */
export function acceptOf(rule: FileFieldRule): string {
  return [...rule.types, ...rule.types.map((type) => `.${UPLOAD_FILE_EXTENSIONS[type]}`)].join(',');
}

/** The endings a person recognises (PDF, JPG …), for the rule's line under the picker and the type message. */
export function typeNamesOf(rule: FileFieldRule): string {
  return [...new Set(rule.types.map((type) => UPLOAD_FILE_EXTENSIONS[type].toUpperCase()))].join(', ');
}

/** The rule's byte limit in whole megabytes (spec §5 says "32 MB", "10 MB"). */
export function megabytesOf(rule: FileFieldRule): number {
  return Math.round(rule.maxBytes / MIB);
}

/** What the form's schema checks of a picked file: the browser's declared type, as the server reads the bytes. */
export function uploadedOf(files: readonly File[]): UploadedFile[] {
  return files.map((file) => ({ name: file.name, size: file.size, type: file.type }));
}

/** A size as people read it under a file's name. */
export function formatFileSize(bytes: number, locale: string): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes >= MIB) return `${number(bytes / MIB, 1)} MB`;
  return `${number(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}
