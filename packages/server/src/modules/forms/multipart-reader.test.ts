import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { multipartBoundary, type PartHead, type PartSink, readMultipart } from './multipart-reader.ts';

/*
 * The enquiry's plain post is read by a multipart reader of our own (ADR 0050): proven here on what a browser
 * sends and on what a hostile client could send instead.
 */

const BOUNDARY = '----airshopBoundary7MA4YWxkTrZu0gW';
const LIMITS = { maxBytes: 1024 * 1024, maxTextBytes: 64 * 1024, maxParts: 16 };

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

/** A body as a browser writes it: CRLF line ends, a delimiter before each part and a closing one. */
function bodyOf(parts: readonly Part[], boundary = BOUNDARY): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      pieces.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      pieces.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

/** The body cut into pieces of `size` bytes (the last may be shorter), as the network may deliver it. */
async function* inPieces(body: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < body.length; at += size) yield new Uint8Array(body.subarray(at, at + size));
}

/** The body cut at the given offsets. */
async function* cutAt(body: Buffer, ...offsets: number[]): AsyncGenerator<Uint8Array> {
  let from = 0;
  for (const offset of [...offsets, body.length]) {
    yield new Uint8Array(body.subarray(from, offset));
    from = offset;
  }
}

class CollectingSink implements PartSink {
  readonly pieces: Buffer[] = [];
  ended = false;
  write(piece: Buffer): void {
    // A copy: the reader may reuse what it handed over.
    this.pieces.push(Buffer.from(piece));
  }
  end(): void {
    this.ended = true;
  }
  get bytes(): Buffer {
    return Buffer.concat(this.pieces);
  }
}

async function read(source: AsyncIterable<Uint8Array>, limits = LIMITS) {
  const files = new Map<string, CollectingSink>();
  const heads: PartHead[] = [];
  const texts = await readMultipart(source, BOUNDARY, limits, (head) => {
    heads.push(head);
    const sink = new CollectingSink();
    files.set(head.name, sink);
    return sink;
  });
  return { texts, files, heads };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).code;
}

/** File bytes that hold what a delimiter is made of: CRLFs, dashes and most of the boundary itself. */
const TRICKY_FILE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}\r\n\r\n--\r\n`),
  Buffer.from(`\r\n-${BOUNDARY}`),
  Buffer.alloc(300, 0x0d),
  Buffer.from('\r'),
]);

const FORM: Part[] = [
  { name: 'requestId', value: '5a3c8a8e-2f3b-4a55-9f43-5c2f0e7b9d11' },
  { name: 'primaryProductImage', filename: 'nameplate.png', bytes: TRICKY_FILE },
  { name: 'firstName', value: 'Åsa Lindström — “quoted”' },
  { name: 'comments', value: 'line one\r\nline two\r\n\r\n--not a boundary\r\n' },
  { name: 'termsAndConditions', value: 'true' },
];

describe('multipartBoundary', () => {
  it('reads the boundary of a multipart/form-data type, quoted or not', () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b:c"')).toBe('a b:c');
  });

  it('answers nothing for another type or a missing or too long boundary', () => {
    expect(multipartBoundary('application/x-www-form-urlencoded')).toBeUndefined();
    expect(multipartBoundary('multipart/form-datax; boundary=abc')).toBeUndefined();
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary(`multipart/form-data; boundary=${'a'.repeat(71)}`)).toBeUndefined();
    expect(multipartBoundary(null)).toBeUndefined();
  });
});

describe('readMultipart', () => {
  it('reads text fields and streams a file whose bytes look like delimiters', async () => {
    const { texts, files, heads } = await read(inPieces(bodyOf(FORM), 64 * 1024));
    expect(Object.fromEntries(texts)).toEqual({
      requestId: '5a3c8a8e-2f3b-4a55-9f43-5c2f0e7b9d11',
      firstName: 'Åsa Lindström — “quoted”',
      comments: 'line one\r\nline two\r\n\r\n--not a boundary\r\n',
      termsAndConditions: 'true',
    });
    expect(heads).toEqual([{ name: 'primaryProductImage', filename: 'nameplate.png' }]);
    const file = files.get('primaryProductImage') as CollectingSink;
    expect(file.bytes.equals(TRICKY_FILE)).toBe(true);
    expect(file.ended).toBe(true);
  });

  it('reads the same whatever the pieces: one byte at a time, and cut at every offset', async () => {
    const body = bodyOf(FORM);
    const expected = await read(inPieces(body, body.length));
    const bytewise = await read(inPieces(body, 1));
    expect(bytewise.texts).toEqual(expected.texts);
    expect(bytewise.files.get('primaryProductImage')?.bytes.equals(TRICKY_FILE)).toBe(true);
    // Every place a delimiter, a header block or a CRLF can be split between two pieces.
    for (let offset = 1; offset < body.length; offset += 1) {
      const { texts, files } = await read(cutAt(body, offset));
      expect(texts, `cut at ${offset}`).toEqual(expected.texts);
      expect(files.get('primaryProductImage')?.bytes.equals(TRICKY_FILE), `cut at ${offset}`).toBe(true);
    }
  });

  it('ignores a preamble before the first delimiter and an epilogue after the last', async () => {
    const body = Buffer.concat([
      Buffer.from('This is a preamble.\r\n'),
      bodyOf([{ name: 'email', value: 'a@example.com' }]),
      Buffer.from(`epilogue\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n`),
    ]);
    const { texts } = await read(inPieces(body, 7));
    expect(Object.fromEntries(texts)).toEqual({ email: 'a@example.com' });
  });

  it('keeps the first value of a name sent twice, as FormData.get does', async () => {
    const { texts } = await read(
      inPieces(
        bodyOf([
          { name: 'email', value: 'first@example.com' },
          { name: 'email', value: 'second@example.com' },
        ]),
        5,
      ),
    );
    expect(texts.get('email')).toBe('first@example.com');
  });

  it('takes a part without a filename as text, never as a file', async () => {
    const { texts, heads } = await read(
      inPieces(bodyOf([{ name: 'primaryProductImage', value: 'not a file' }]), 1024),
    );
    expect(texts.get('primaryProductImage')).toBe('not a file');
    expect(heads).toEqual([]);
  });

  it('opens no file for an empty file input (an empty filename and no bytes)', async () => {
    const { texts, heads } = await read(
      inPieces(
        bodyOf([
          { name: 'secondaryProductImage', filename: '', bytes: Buffer.alloc(0) },
          { name: 'email', value: 'a@example.com' },
        ]),
        3,
      ),
    );
    expect(heads).toEqual([]);
    expect(Object.fromEntries(texts)).toEqual({ email: 'a@example.com' });
  });

  it('hands a named file of no bytes to its sink, which is ended with nothing written', async () => {
    const { files } = await read(
      inPieces(bodyOf([{ name: 'primaryProductImage', filename: 'empty.png', bytes: Buffer.alloc(0) }]), 4),
    );
    const file = files.get('primaryProductImage') as CollectingSink;
    expect(file.bytes.length).toBe(0);
    expect(file.ended).toBe(true);
  });

  it('skips the bytes of a file its caller wants no sink for', async () => {
    const texts = await readMultipart(
      inPieces(
        bodyOf([
          { name: 'attachment', filename: 'big.bin', bytes: Buffer.alloc(50_000, 1) },
          { name: 'email', value: 'a@example.com' },
        ]),
        999,
      ),
      BOUNDARY,
      { ...LIMITS, maxTextBytes: 100 },
      () => undefined,
    );
    expect(Object.fromEntries(texts)).toEqual({ email: 'a@example.com' });
  });

  it('reads the parameters of Content-Disposition in any case and with ; inside quotes', async () => {
    const body = Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: Form-Data; FILENAME="a; name=evil.png"; NAME="primaryProductImage"\r\n` +
        `Content-Type: image/png\r\n\r\nPNGDATA\r\n--${BOUNDARY}--`,
    );
    const { heads, files } = await read(inPieces(body, 10));
    expect(heads).toEqual([{ name: 'primaryProductImage', filename: 'a; name=evil.png' }]);
    expect(files.get('primaryProductImage')?.bytes.toString()).toBe('PNGDATA');
  });

  it('refuses a body that ends early: in a file, in the headers, or without the closing delimiter', async () => {
    const body = bodyOf(FORM);
    const inFile = body.indexOf('PNG') + 20;
    const inHeaders = body.indexOf('Content-Disposition') + 10;
    const beforeClose = body.lastIndexOf(`--${BOUNDARY}--`);
    const closeWithoutDashes = body.lastIndexOf('--\r\n');
    for (const end of [inFile, inHeaders, beforeClose, closeWithoutDashes, 0]) {
      expect(await refusal(read(inPieces(body.subarray(0, end), 100))), `ends at ${end}`).toBe(
        'validation_failed',
      );
    }
  });

  it('refuses line ends that are not CRLF', async () => {
    const lf = Buffer.from(
      bodyOf([{ name: 'email', value: 'a@example.com' }])
        .toString()
        .replace(/\r\n/g, '\n'),
    );
    expect(await refusal(read(inPieces(lf, 100)))).toBe('validation_failed');
    // A delimiter followed by anything but CRLF or "--" is no delimiter a browser writes.
    const glued = Buffer.from(
      `--${BOUNDARY}X\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--${BOUNDARY}--`,
    );
    expect(await refusal(read(inPieces(glued, 100)))).toBe('validation_failed');
  });

  it('refuses a part without a form-data disposition or without a name', async () => {
    for (const headers of [
      'Content-Type: text/plain',
      'Content-Disposition: attachment; name="a"',
      'Content-Disposition: form-data; filename="a.png"',
    ]) {
      const body = Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`);
      expect(await refusal(read(inPieces(body, 100))), headers).toBe('validation_failed');
    }
  });

  it('refuses a header section too large, whether it arrives in one piece or never ends', async () => {
    const huge = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\nX-Filler: ${'x'.repeat(9000)}\r\n\r\nb\r\n--${BOUNDARY}--`;
    expect(await refusal(read(inPieces(Buffer.from(huge), huge.length)))).toBe('validation_failed');
    expect(await refusal(read(inPieces(Buffer.from(huge), 512)))).toBe('validation_failed');
    // Never ends: refused once 8 KiB are held, before the rest of an endless header is read.
    let sent = 0;
    async function* endless() {
      yield new Uint8Array(Buffer.from(`--${BOUNDARY}\r\nX-Filler: `));
      for (;;) {
        sent += 1024;
        yield new Uint8Array(1024).fill(0x78);
      }
    }
    expect(await refusal(read(endless()))).toBe('validation_failed');
    expect(sent).toBeLessThanOrEqual(9 * 1024);
  });

  it('refuses more parts than allowed', async () => {
    const parts = Array.from({ length: LIMITS.maxParts + 1 }, (_, i) => ({ name: `f${i}`, value: 'v' }));
    expect(await refusal(read(inPieces(bodyOf(parts), 4096)))).toBe('payload_too_large');
    expect((await read(inPieces(bodyOf(parts.slice(1)), 4096))).texts.size).toBe(LIMITS.maxParts);
  });

  it('refuses text fields over their limit, and a body over its limit even in skipped bytes', async () => {
    const text = [{ name: 'comments', value: 'x'.repeat(LIMITS.maxTextBytes + 1) }];
    expect(await refusal(read(inPieces(bodyOf(text), 4096)))).toBe('payload_too_large');
    const epilogue = Buffer.concat([bodyOf([]), Buffer.alloc(LIMITS.maxBytes, 0x20)]);
    expect(await refusal(read(inPieces(epilogue, 64 * 1024)))).toBe('payload_too_large');
  });

  it('waits for a sink that asks to (back pressure) before it reads on', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sink = new CollectingSink() as CollectingSink & { ready: Promise<void> | undefined };
    // Full after its first piece, until released; the reader asks again after each write.
    sink.ready = undefined;
    const write = sink.write.bind(sink);
    sink.write = (piece) => {
      write(piece);
      sink.ready = sink.pieces.length === 1 ? gate : undefined;
    };
    const file = Buffer.alloc(3000, 1);
    const body = bodyOf([{ name: 'primaryProductImage', filename: 'a.png', bytes: file }]);
    let pulled = 0;
    async function* counted() {
      for await (const piece of inPieces(body, 1000)) {
        pulled += 1;
        yield piece;
      }
    }
    const reading = readMultipart(counted(), BOUNDARY, LIMITS, () => sink);
    await expect.poll(() => sink.pieces.length).toBe(1);
    // Held at the first write: no further piece was taken from the source.
    expect(pulled).toBe(1);
    release();
    await reading;
    expect(pulled).toBe(Math.ceil(body.length / 1000));
    expect(sink.bytes.equals(file)).toBe(true);
    expect(sink.ended).toBe(true);
  });
});
