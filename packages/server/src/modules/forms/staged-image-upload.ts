import { createHash, randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  ENQUIRY_IMAGE_MAX_BYTES,
  type EnquiryImageType,
  type ImageProblem,
  sniffImageType,
} from '@airshop/domain/forms/spare-part-enquiry-fields';
import { pendingKeyOf } from '../../platform/pending-files.ts';
import type { Storage } from '../../platform/storage.ts';
import type { StringSink } from '../../platform/streaming-json.ts';

/*
 * An enquiry image read from the request body as it arrives (ADR 0046): the base64 of a data string is checked
 * and decoded piece by piece (or, from a form's plain post, the file's bytes are taken as they are, ADR 0050)
 * and written to storage under a pending key of its own. Only the first bytes (the
 * file's type) are looked at before the write starts; a file that is no png or jpeg, or over 10 MB, stops being
 * written and is answered with the same reasons as the wire schema gives (fileType, fileSize).
 */

/** Where staged uploads wait for their request: pending keys whose final key no record ever names. */
const STAGED_FOLDER = 'staged-uploads';

/** Base64 characters decoded at once: a multiple of 4, so each batch decodes on its own. */
const DECODE_BATCH_CHARS = 64 * 1024;
/** 16 characters give the 12 bytes sniffImageType needs. */
const HEAD_CHARS = 16;
const DATA_URL_PREFIX = /^data:(image\/[a-z.+-]+);base64,$/;
const PREFIX_MAX = 64;

const IS_BASE64 = new Uint8Array(256);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') {
  IS_BASE64[char.charCodeAt(0)] = 1;
}
const PAD = 0x3d;

export interface StagedImageResult {
  key: string;
  /** The type the bytes show. */
  mime: EnquiryImageType;
  bytes: number;
  /** SHA-256 of the decoded bytes (hex): what the image is, whatever key it was staged under. */
  sha256: string;
}

export class StagedImageUpload implements StringSink {
  readonly key = pendingKeyOf(`${STAGED_FOLDER}/${randomUUID()}`);
  problem: ImageProblem | undefined;
  mime: EnquiryImageType | undefined;
  bytes = 0;
  readonly #hash = createHash('sha256');
  #digest: string | undefined;
  #prefix: string | undefined;
  #chars = 0;
  #padding = 0;
  #batch: Buffer[] = [];
  #batchChars = 0;
  /** The first raw bytes, until there are enough to tell the type. */
  #pendingHead: Buffer[] = [];
  #out: PassThrough | undefined;
  #put: Promise<void> | undefined;
  #ready: Promise<void> | undefined;
  #storageError: unknown;

  readonly #binary: boolean;

  /**
   * `dataUrl`: the string starts with `data:image/…;base64,` (the wizard's form); `base64`: bare base64 (the
   * `data` of `{ data, mime }`); `bytes`: the file itself (a file field of a multipart post).
   */
  constructor(
    private readonly storage: Storage,
    encoding: 'dataUrl' | 'base64' | 'bytes',
  ) {
    this.#prefix = encoding === 'dataUrl' ? '' : undefined;
    this.#binary = encoding === 'bytes';
  }

  get ready(): Promise<void> | undefined {
    return this.#ready;
  }

  write(piece: Buffer): void {
    if (this.problem) return;
    if (this.#binary) {
      this.#writeBytes(piece);
      return;
    }
    let start = 0;
    if (this.#prefix !== undefined) {
      const comma = piece.indexOf(0x2c);
      const end = comma < 0 ? piece.length : comma + 1;
      this.#prefix += piece.subarray(0, end).toString('latin1');
      if (this.#prefix.length > PREFIX_MAX) {
        this.#fail('fileType');
        return;
      }
      if (comma < 0) return;
      if (!DATA_URL_PREFIX.test(this.#prefix)) {
        this.#fail('fileType');
        return;
      }
      this.#prefix = undefined;
      start = end;
    }
    for (let i = start; i < piece.length; i += 1) {
      const byte = piece[i] as number;
      if (byte === PAD) {
        this.#padding += 1;
        if (this.#padding > 2) {
          this.#fail('fileType');
          return;
        }
      } else if (!IS_BASE64[byte] || this.#padding > 0) {
        this.#fail('fileType');
        return;
      }
    }
    const rest = piece.subarray(start);
    this.#chars += rest.length;
    // Decoded size, known from the length: refused before the bytes over the limit are written.
    if (Math.floor(this.#chars / 4) * 3 - this.#padding > ENQUIRY_IMAGE_MAX_BYTES) {
      this.#fail('fileSize');
      return;
    }
    this.#batch.push(Buffer.from(rest));
    this.#batchChars += rest.length;
    if (this.#batchChars >= DECODE_BATCH_CHARS || (!this.#out && this.#batchChars >= HEAD_CHARS))
      this.#flush(false);
  }

  end(): void {
    if (this.problem) return;
    if (this.#binary) {
      // Fewer bytes than a type can be told by: no image (an empty file input sends no part at all).
      if (this.#pendingHead.length > 0) this.#startWrite(Buffer.concat(this.#pendingHead));
      if (!this.#out) {
        this.#fail('fileType');
        return;
      }
      this.#out.end();
      return;
    }
    if (this.#prefix !== undefined || this.#chars % 4 !== 0 || this.#chars < HEAD_CHARS) {
      this.#fail('fileType');
      return;
    }
    this.#flush(true);
    this.#out?.end();
  }

  /** Settles when the write is over: the file is stored, or there is a problem and nothing is. */
  async result(): Promise<StagedImageResult | ImageProblem> {
    await this.#put?.catch(() => {});
    if (this.#storageError) throw this.#storageError;
    if (this.problem || !this.mime) return this.problem ?? 'fileType';
    return {
      key: this.key,
      mime: this.mime,
      bytes: this.bytes,
      sha256: this.#sha256(),
    };
  }

  /** Stops a write that is still going (the request failed) and removes what was stored. */
  async discard(): Promise<void> {
    if (!this.problem) this.#fail('fileType');
    await this.#put?.catch(() => {});
    await this.storage.delete(this.key).catch(() => {});
  }

  /** The digest can be read once from the hash; result() may be asked again. */
  #sha256(): string {
    if (this.#digest === undefined) this.#digest = this.#hash.digest('hex');
    return this.#digest;
  }

  #flush(last: boolean): void {
    const text = Buffer.concat(this.#batch).toString('latin1');
    // Whole groups of four only, but for the last batch.
    const usable = last ? text.length : text.length - (text.length % 4);
    const decoded = Buffer.from(text.slice(0, usable), 'base64');
    const leftover = text.slice(usable);
    this.#batch = leftover ? [Buffer.from(leftover, 'latin1')] : [];
    this.#batchChars = leftover.length;
    if (decoded.length === 0) return;
    this.#emit(decoded);
  }

  /** Raw bytes: held until the first 12 are there (the type), then written as they come. */
  #writeBytes(piece: Buffer): void {
    if (this.bytes + piece.length > ENQUIRY_IMAGE_MAX_BYTES) {
      this.#fail('fileSize');
      return;
    }
    if (this.#out) {
      this.#emit(piece);
      return;
    }
    this.#pendingHead.push(Buffer.from(piece));
    const head = Buffer.concat(this.#pendingHead);
    if (head.length < 12) return;
    this.#startWrite(head);
  }

  #startWrite(head: Buffer): void {
    this.#pendingHead = [];
    this.#emit(head);
  }

  /** Decoded bytes: the first ones decide the type and start the storage write. */
  #emit(decoded: Buffer): void {
    if (!this.#out) {
      const mime = sniffImageType(decoded.subarray(0, 12));
      if (!mime) {
        this.#fail('fileType');
        return;
      }
      this.mime = mime;
      this.#out = new PassThrough();
      // A refusal destroys it, perhaps before the storage has started reading; the storage sees it either way.
      this.#out.on('error', () => {});
      this.#put = this.storage.put(this.key, this.#out, mime);
      // A failed write that was not refused here (storage down) fails the request: result() throws it.
      this.#put.catch((error: unknown) => {
        if (!this.problem) this.#storageError = error;
      });
    }
    this.bytes += decoded.length;
    this.#hash.update(decoded);
    if (!this.#out.write(decoded)) {
      const out = this.#out;
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

  #fail(problem: ImageProblem): void {
    this.problem = problem;
    this.#batch = [];
    this.#pendingHead = [];
    // The storage write fails and keeps nothing.
    this.#out?.destroy(new Error(`enquiry image refused: ${problem}`));
  }
}
