import { AppError } from '../../platform/errors.ts';

/*
 * A multipart/form-data body (RFC 7578) read as it arrives: the enquiry's plain post without script (ADR 0050)
 * carries up to two photos, which go to storage piece by piece like the JSON body's (ADR 0046) instead of being
 * held whole, as Request.formData() would. Only what a browser's form sends is read: text fields and files, no
 * nested multipart, no per-part transfer encodings.
 */

/** Where a file's bytes go; `ready`, when set, is awaited before the next piece (back pressure). */
export interface PartSink {
  write(piece: Buffer): void;
  end(): void;
  readonly ready?: Promise<void> | undefined;
}

export interface PartHead {
  name: string;
  /** Set for a file field; empty when the file input was left empty. */
  filename: string | undefined;
}

export interface MultipartLimits {
  /** The whole body. */
  maxBytes: number;
  /** All text fields together. */
  maxTextBytes: number;
  /** Parts of any kind. */
  maxParts: number;
}

/** The boundary of a multipart/form-data content type, or undefined for any other type. */
export function multipartBoundary(contentType: string | null | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  // RFC 2046: at most 70 characters; a longer one is refused rather than cut (the body would not match it).
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

const malformed = () => new AppError('validation_failed', 'The form post is not a valid multipart body.');
const HEADERS_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 8 * 1024;

function parseHead(block: string): PartHead {
  const disposition = block
    .split('\r\n')
    .find((line) => line.toLowerCase().startsWith('content-disposition:'));
  if (!disposition || !/^content-disposition:\s*form-data\s*(;|$)/i.test(disposition)) throw malformed();
  const params = new Map<string, string>();
  for (const [, key, quoted, bare] of disposition.matchAll(
    /;\s*([a-z*]+)=(?:"((?:[^"\\]|\\.)*)"|([^;]*))/gi,
  )) {
    params.set((key as string).toLowerCase(), quoted ?? (bare as string).trim());
  }
  const name = params.get('name');
  if (name === undefined) throw malformed();
  return { name, filename: params.get('filename') };
}

/**
 * Reads the body: each file part's bytes go to the sink `fileSink` gives for it (none: they are skipped), and
 * the text fields are answered (the first of a name, as FormData.get reads it). Throws `payload_too_large` past
 * the limits and `validation_failed` for a body that is not multipart; the sinks opened so far are the caller's
 * to discard.
 */
export async function readMultipart(
  source: AsyncIterable<Uint8Array>,
  boundary: string,
  limits: MultipartLimits,
  fileSink: (head: PartHead) => PartSink | undefined,
): Promise<Map<string, string>> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const keep = delimiter.length - 1;
  const texts = new Map<string, string>();
  let textBytes = 0;
  let parts = 0;
  let total = 0;
  // The leading line break makes the first boundary look like all the others.
  let buffer = Buffer.from('\r\n');
  let state = 'preamble' as 'preamble' | 'after' | 'headers' | 'body' | 'done';
  let head: PartHead | undefined;
  let sink: PartSink | undefined;
  let text: Buffer[] | undefined;

  async function emit(piece: Buffer): Promise<void> {
    if (piece.length === 0) return;
    if (text) {
      textBytes += piece.length;
      if (textBytes > limits.maxTextBytes) throw new AppError('payload_too_large');
      text.push(Buffer.from(piece));
    } else if (sink) {
      sink.write(piece);
      if (sink.ready) await sink.ready;
    }
  }

  function closePart(): void {
    if (text && head && !texts.has(head.name)) texts.set(head.name, Buffer.concat(text).toString('utf8'));
    sink?.end();
    head = undefined;
    sink = undefined;
    text = undefined;
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (state === 'done') return;
      if (state === 'preamble' || state === 'body') {
        const at = buffer.indexOf(delimiter);
        if (at < 0) {
          if (buffer.length > keep) {
            if (state === 'body') await emit(buffer.subarray(0, buffer.length - keep));
            buffer = Buffer.from(buffer.subarray(buffer.length - keep));
          }
          return;
        }
        if (state === 'body') {
          await emit(buffer.subarray(0, at));
          closePart();
        }
        buffer = buffer.subarray(at + delimiter.length);
        state = 'after';
      }
      if (state === 'after') {
        if (buffer.length < 2) return;
        const next = buffer.subarray(0, 2).toString('latin1');
        if (next === '--') {
          state = 'done';
          return;
        }
        if (next !== '\r\n') throw malformed();
        buffer = buffer.subarray(2);
        parts += 1;
        if (parts > limits.maxParts) throw new AppError('payload_too_large');
        state = 'headers';
      }
      if (state === 'headers') {
        const end = buffer.indexOf(HEADERS_END);
        // Too large whether its end has come or not: a browser's part headers are a few hundred bytes.
        if ((end < 0 ? buffer.length : end) > MAX_HEADER_BYTES) throw malformed();
        if (end < 0) return;
        head = parseHead(buffer.subarray(0, end).toString('utf8'));
        buffer = buffer.subarray(end + HEADERS_END.length);
        if (head.filename === undefined) text = [];
        // An empty file input still sends its part, with no name and no bytes: nothing was picked.
        else if (head.filename !== '') sink = fileSink(head);
        state = 'body';
      }
    }
  }

  for await (const chunk of source) {
    total += chunk.length;
    if (total > limits.maxBytes) throw new AppError('payload_too_large');
    if (state === 'done') continue;
    buffer = buffer.length > 0 ? Buffer.concat([buffer, chunk]) : Buffer.from(chunk);
    await drain();
  }
  if (state !== 'done') throw malformed();
  return texts;
}
