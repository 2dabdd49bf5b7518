// The public entry of catalog-import: what other modules may use (ADR 0055).
export { bulkInsert } from './bulk.ts';
export { image, text } from './format.ts';
export { importCatalog } from './import-catalog.ts';
export type { ImportedFile } from './import-files.ts';
export type { ImportProblem, Located } from './read-records.ts';
export { firstExisting, readRecords } from './read-records.ts';
export type { Counts, LinkCounts } from './report.ts';
export { chunks, isNoOp } from './report.ts';
export { RecordCheck } from './resolve.ts';
export { hashOf, upsertByHash } from './upsert.ts';
