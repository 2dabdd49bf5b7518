import type { Readable } from 'node:stream';
import { withRecentDocument } from '@airshop/domain/documents/documents';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage } from '../../platform/storage.ts';
import { documentFileName } from './file-names.ts';
import { findDocumentsByIds } from './queries.ts';
import { statDocumentFiles } from './stored-files.ts';

/** Types a browser may show inline; anything else is always sent as an attachment (no HTML from a file). */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
]);

export interface DocumentFile {
  fileName: string;
  contentType: string;
  /** false when the file must be downloaded even if viewing was asked for. */
  inlineAllowed: boolean;
  size: number;
  etag: string;
  lastModified: Date;
  /** undefined when the client's copy is current (If-None-Match matched): answer 304. */
  body: Readable | undefined;
  /** The visitor's recently viewed documents after this one. */
  recentDocumentIds: string[];
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * The file of a document for GET Documents/{id} and /Download. Retired documents are still served: links to
 * them exist in mails and bookmarks. Viewing counts as a visit for the recently viewed list.
 */
export async function getDocumentFile(
  ctx: RequestContext,
  storage: Storage,
  input: { id: string; ifNoneMatch?: string | undefined },
): Promise<DocumentFile> {
  const [document] = await findDocumentsByIds(ctx.db, [input.id]);
  if (!document) throw new AppError('not_found', 'No such document.');
  const [checked] = await statDocumentFiles(ctx, storage, [document]);
  const file = checked?.file;
  if (!file) throw new AppError('not_found');
  // The import's content hash names the bytes exactly; without one, size and time stand in (weak).
  const etag = document.sha256
    ? `"${document.sha256}"`
    : `W/"${file.size.toString(36)}-${file.modifiedAt.getTime().toString(36)}"`;
  const fresh = etagMatches(input.ifNoneMatch, etag);
  const contentType = document.contentType.toLowerCase();
  return {
    fileName: documentFileName(document),
    contentType,
    inlineAllowed: INLINE_TYPES.has(contentType),
    size: file.size,
    etag,
    lastModified: file.modifiedAt,
    body: fresh ? undefined : await storage.get(document.fileKey),
    recentDocumentIds: withRecentDocument(ctx.recentDocumentIds, document.id),
  };
}
