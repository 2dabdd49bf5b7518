import type { Readable } from 'node:stream';
import { DOCUMENT_ZIP_MAX_BYTES, DOCUMENT_ZIP_MAX_FILES } from '@airshop/domain/documents/documents';
import { localizedText } from '@airshop/domain/i18n/localized-text';
import yazl from 'yazl';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Storage, StoredFileInfo } from '../../platform/storage.ts';
import { uniqueFileNames, zipFileName } from './file-names.ts';
import {
  type DocumentRow,
  findCommonProductsOfDocuments,
  findDocumentsByIds,
  findProductName,
  findRelevantDocuments,
} from './queries.ts';
import { type DocumentWithFile, inRequestedOrder, statDocumentFiles } from './stored-files.ts';

export interface DocumentZip {
  fileName: string;
  /** Exact length of the zip, known before it streams (files are stored, not deflated). */
  size: number | undefined;
  stream: Readable;
}

/** Refuses a selection over the limits before a byte is sent: too many files 400, too many bytes 413. */
function checkLimits(files: readonly DocumentWithFile[]): void {
  if (files.length > DOCUMENT_ZIP_MAX_FILES) {
    throw new AppError('validation_failed', `At most ${DOCUMENT_ZIP_MAX_FILES} documents fit in one zip.`, {
      maxFiles: DOCUMENT_ZIP_MAX_FILES,
      files: files.length,
    });
  }
  const bytes = files.reduce((sum, { file }) => sum + file.size, 0);
  if (bytes > DOCUMENT_ZIP_MAX_BYTES) {
    throw new AppError('payload_too_large', 'The selected documents are too large for one zip.', {
      maxBytes: DOCUMENT_ZIP_MAX_BYTES,
      bytes,
    });
  }
}

/** The documents' files as a zip (streamStoredFilesZip), each under its document's unique name. */
function streamZip(ctx: RequestContext, storage: Storage, files: readonly DocumentWithFile[]) {
  const names = uniqueFileNames(files.map(({ document }) => document));
  return streamStoredFilesZip(
    ctx,
    storage,
    files.map(({ document, file }, i) => ({ name: names[i] as string, key: document.fileKey, file })),
  );
}

/** One file of a zip: its name in the archive (no folders), where it is stored, and its stat. */
export interface ZipEntry {
  name: string;
  key: string;
  file: StoredFileInfo;
}

/**
 * Streams stored files into a zip, one open file at a time, with backpressure from the response: memory stays
 * bounded by the stream buffers whatever the selection's size. Files are stored without compression (PDFs are
 * compressed already), which makes the zip's length known up front, so the browser can show progress. A file
 * that fails mid-stream aborts the response (the client sees a failed download, not a corrupt zip).
 */
export function streamStoredFilesZip(ctx: RequestContext, storage: Storage, entries: readonly ZipEntry[]) {
  const zip = new yazl.ZipFile();
  const open = new Set<Readable>();
  const output = zip.outputStream as Readable;
  let finished = false;
  let aborted = false;
  output.once('end', () => {
    finished = true;
  });
  // Client gone or failure: close the file being read and open no other. yazl then waits for an entry that
  // never comes, and the whole zip is garbage once the response lets go of it.
  output.once('close', () => {
    if (finished) return;
    aborted = true;
    for (const stream of open) stream.destroy();
  });
  const fail = (error: Error) => {
    if (aborted) return;
    aborted = true;
    ctx.log.error({ err: error }, 'document zip failed while streaming');
    for (const stream of open) stream.destroy();
    output.destroy(error);
  };
  zip.on('error', fail);
  for (const { name, key, file } of entries) {
    zip.addReadStreamLazy(name, { size: file.size, compress: false, mtime: file.modifiedAt }, (callback) => {
      if (aborted) return;
      storage.get(key).then(
        (stream) => {
          // yazl listens to no errors of a lazy stream: a failed read must end the response here, not
          // crash the process as an unhandled 'error'.
          stream.on('error', fail);
          if (aborted) {
            stream.destroy();
            return;
          }
          open.add(stream);
          stream.once('close', () => open.delete(stream));
          callback(null, stream);
        },
        (error) => callback(error, undefined as unknown as Readable),
      );
    });
  }
  let size: number | undefined;
  // yazl types the callback without its argument; the total size is passed (or -1 when unknown).
  (zip.end as (options: object, done: (total: number) => void) => void)({}, (total) => {
    size = total >= 0 ? total : undefined;
  });
  return { stream: output, size };
}

async function zipOf(
  ctx: RequestContext,
  storage: Storage,
  documents: readonly DocumentRow[],
  productId: string | undefined,
): Promise<DocumentZip> {
  const files = await statDocumentFiles(ctx, storage, documents);
  checkLimits(files);
  let productName: string | undefined;
  if (productId) {
    const name = await findProductName(ctx.db, productId);
    if (!name) throw new AppError('not_found', 'No such product.');
    productName = localizedText(name, ctx.locale);
  } else {
    const owners = await findCommonProductsOfDocuments(
      ctx.db,
      documents.map((d) => d.id),
    );
    if (owners.length === 1 && owners[0]) productName = localizedText(owners[0].name, ctx.locale);
  }
  return { fileName: zipFileName(ctx.locale, productName), ...streamZip(ctx, storage, files) };
}

/** POST Documents/DownloadDocumentZip: the listed documents; every id must exist. */
export async function downloadDocumentZip(
  ctx: RequestContext,
  storage: Storage,
  input: { ids: readonly string[]; productId?: string | undefined },
): Promise<DocumentZip> {
  const rows = inRequestedOrder(input.ids, await findDocumentsByIds(ctx.db, input.ids));
  return zipOf(ctx, storage, rows, input.productId);
}

/** POST Documents/DownloadRelevantDocuments: the documents GetRelevantDocuments lists; undefined for none. */
export async function downloadRelevantDocuments(
  ctx: RequestContext,
  storage: Storage,
  input: { variantCodes: readonly string[]; docTypes: readonly string[] },
): Promise<DocumentZip | undefined> {
  // One more than fits: enough to tell that the selection is over the limit.
  const rows = await findRelevantDocuments(
    ctx.db,
    input.variantCodes,
    input.docTypes,
    DOCUMENT_ZIP_MAX_FILES + 1,
  );
  if (rows.length === 0) return undefined;
  return zipOf(ctx, storage, rows, undefined);
}
