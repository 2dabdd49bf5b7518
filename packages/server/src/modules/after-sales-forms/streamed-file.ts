import { createHash, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FileFieldRule, UploadFileType } from '@airshop/domain/forms/upload-files';
import { cleanFileName } from '@airshop/domain/forms/uploaded-file';
import { pendingKeyOf } from '../../platform/pending-files.ts';
import type { Storage } from '../../platform/storage.ts';
import type { PartSink } from '../forms/multipart-reader.ts';
import { sniffUploadType, TYPE_HEAD_BYTES } from './file-type.ts';
import { fileRefusal } from './refusals.ts';

/*
 * One file part of an after-sales form, written to storage as it arrives (ADR 0075) under a staged key of its
 * own (a pending key no record ever names, so a killed process leaves only what the sweep removes). Its bytes
 * are counted against its field's limit and its type is read from its first bytes; a file that breaks either
 * rule throws a refusal from `write`, which stops the multipart reader: the rest of the body is not read.
 */

/** Where staged after-sales uploads wait for their request. */
export const STAGED_FOLDER = 'staged-after-sales';

/** The bytes a field's files have used so far: the limit is on all of a field's files together. */
export interface FieldBudget {
  used: number;
}

export interface StreamedFileResult {
  field: string;
  name: string;
  type: UploadFileType;
  size: number;
  sha256: string;
  /** Where it is staged. */
  key: string;
}

export class StreamedFile implements PartSink {
  readonly key = pendingKeyOf(`${STAGED_FOLDER}/${randomUUID()}`);
  readonly name: string;
  type: UploadFileType | undefined;
  size = 0;
  readonly #hash = createHash('sha256');
  #head: Buffer[] = [];
  #headBytes = 0;
  #out: PassThrough | undefined;
  #put: Promise<void> | undefined;
  #ready: Promise<void> | undefined;
  #storageError: unknown;
  #refused = false;

  constructor(
    private readonly storage: Storage,
    readonly field: string,
    filename: string,
    private readonly rule: FileFieldRule,
    private readonly budget: FieldBudget,
  ) {
    this.name = cleanFileName(filename);
  }

  get ready(): Promise<void> | undefined {
    return this.#ready;
  }

  write(piece: Buffer): void {
    if (this.#refused) return;
    this.budget.used += piece.length;
    if (this.budget.used > this.rule.maxBytes) this.#refuse('fileSize');
    if (this.#out) {
      this.#emit(piece);
      return;
    }
    this.#head.push(Buffer.from(piece));
    this.#headBytes += piece.length;
    if (this.#headBytes >= TYPE_HEAD_BYTES) this.#start();
  }

  end(): void {
    if (this.#refused) return;
    // A file shorter than the longest signature may still be one of the short ones (a tiny PDF is not, in practice).
    if (!this.#out) this.#start();
    this.#out?.end();
  }

  /** Settles when the write is over; throws what the storage threw. */
  async result(): Promise<StreamedFileResult> {
    await this.#put?.catch(() => {});
    if (this.#storageError) throw this.#storageError;
    return {
      field: this.field,
      name: this.name,
      type: this.type as UploadFileType,
      size: this.size,
      sha256: this.#hash.digest('hex'),
      key: this.key,
    };
  }

  /** Stops a write still going and removes what was staged (a file the submission took has moved on). */
  async discard(): Promise<void> {
    if (!this.#refused) {
      this.#refused = true;
      this.#out?.destroy(new Error('after-sales upload discarded'));
    }
    await this.#put?.catch(() => {});
    await this.storage.delete(this.key).catch(() => {});
  }

  #start(): void {
    const head = Buffer.concat(this.#head);
    this.#head = [];
    const type = sniffUploadType(head.subarray(0, TYPE_HEAD_BYTES));
    if (!type || !this.rule.types.includes(type)) this.#refuse('fileType');
    this.type = type;
    this.#out = new PassThrough();
    // A discard destroys it, perhaps before the storage has started reading; the storage sees it either way.
    this.#out.on('error', () => {});
    this.#put = this.storage.put(this.key, this.#out, type);
    this.#put.catch((error: unknown) => {
      if (!this.#refused) this.#storageError = error;
    });
    this.#emit(head);
  }

  #emit(bytes: Buffer): void {
    const out = this.#out as PassThrough;
    this.size += bytes.length;
    this.#hash.update(bytes);
    if (!out.write(bytes)) {
      this.#ready = new Promise((resolve) => {
        const done = () => {
          out.off('drain', done);
          out.off('close', done);
          this.#ready = undefined;
          resolve();
        };
        out.once('drain', done);
        out.once('close', done);
      });
    }
  }

  #refuse(reason: 'fileSize' | 'fileType'): never {
    this.#refused = true;
    this.#head = [];
    this.#out?.destroy(new Error(`after-sales upload refused: ${reason}`));
    throw fileRefusal(this.field, reason, this.rule);
  }
}
