// The public entry of documents: what other modules may use (ADR 0055).
export { type DocumentZip, streamStoredFilesZip, type ZipEntry } from './document-zip.ts';
export { zipFileName } from './file-names.ts';
