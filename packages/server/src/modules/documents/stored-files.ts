import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage, StoredFileInfo } from '../../platform/storage.ts';
import type { DocumentRow } from './queries.ts';

export interface DocumentWithFile {
  document: DocumentRow;
  file: StoredFileInfo;
}

/**
 * The stored file of each document, looked up before anything is sent: a document whose file is missing is
 * answered 404 (and logged, it is a data error), never a broken download or a mail that fails later. The
 * sizes are the files' real ones, so Content-Length and the zip's size hold even if a file was replaced.
 */
export async function statDocumentFiles(
  ctx: RequestContext,
  storage: Storage,
  documents: readonly DocumentRow[],
): Promise<DocumentWithFile[]> {
  const files = await Promise.all(documents.map((document) => storage.stat(document.fileKey)));
  const missing = documents.filter((_, i) => !files[i]).map((document) => document.id);
  if (missing.length > 0) {
    ctx.log.error({ documentIds: missing }, 'document files missing from storage');
    throw new AppError('not_found', 'The file of a document is missing.', { missing });
  }
  return documents.map((document, i) => ({ document, file: files[i] as StoredFileInfo }));
}

/** The documents of `ids` in that order (duplicates once); 404 naming the ids that have no document. */
export function inRequestedOrder(ids: readonly string[], rows: readonly DocumentRow[]): DocumentRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const missing = wanted.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new AppError('not_found', 'No such document.', { missing });
  return wanted.map((id) => byId.get(id) as DocumentRow);
}
