import { AppError } from './errors.ts';

/*
 * A JSON reader for bodies that carry files as strings (the enquiry's base64 images, spec §3): it reads the body
 * as it arrives and hands the strings at chosen places to a sink chunk by chunk, so a 14-million-character image
 * is never one string in memory (ADR 0046). Everything else is built into plain values as JSON.parse would,
 * within a byte budget. Only what JSON allows is taken; a bad body is `validation_failed`.
 */

/** Where a value is: the keys and indexes from the root. */
export type JsonPath = readonly (string | number)[];

/** Takes one string's content, already unescaped, in pieces. */
export interface StringSink {
  write(bytes: Buffer): void;
  end(): void;
  /** Settles when the sink can take more; undefined when it can now. */
  readonly ready: Promise<void> | undefined;
}

export interface StreamingJsonOptions {
  /** The sink for the string value at `path`, or undefined to read that string as any other. */
  sinkFor(path: JsonPath): StringSink | undefined;
  /** Bytes of the whole body. */
  maxBytes: number;
  /** Bytes of everything but the strings given to sinks; more is `validation_failed`. */
  maxOtherBytes: number;
  maxDepth?: number;
}

const notJson = (why: string) => new AppError('validation_failed', `The body is not valid JSON: ${why}.`);

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SIMPLE_ESCAPES: Record<number, string> = {
  34: '"',
  92: '\\',
  47: '/',
  98: '\b',
  102: '\f',
  110: '\n',
  114: '\r',
  116: '\t',
};

type Frame =
  | { kind: 'object'; value: Record<string, unknown>; key: string | undefined }
  | { kind: 'array'; value: unknown[] };

type State =
  | 'value' // a value must come
  | 'valueOrEndArray'
  | 'keyOrEndObject'
  | 'key' // after a comma in an object
  | 'colon'
  | 'afterValue' // a comma or the end of the container
  | 'string'
  | 'literal'
  | 'done';

/** Sets a property as JSON.parse does: an own property, also for `__proto__`. */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Reads one JSON value from `source`. A string at a place `sinkFor` names goes to that sink; in the result, its
 * place holds the sink object itself.
 */
export async function readStreamingJson(
  source: AsyncIterable<Buffer | string>,
  options: StreamingJsonOptions,
): Promise<unknown> {
  const maxDepth = options.maxDepth ?? 64;
  const stack: Frame[] = [];
  let state = 'value' as State;
  let root: unknown;
  let total = 0;
  let otherBytes = 0;

  // The string being read: as a key, as a plain value (raw bytes, parsed by JSON.parse at its end) or into a sink.
  let stringIsKey = false;
  let sink: StringSink | undefined;
  let raw: Buffer[] = [];
  let inEscape: 'none' | 'backslash' | 'unicode' = 'none';
  let unicodeDigits = '';
  let literal = '';

  const path = (): JsonPath => {
    const keys: (string | number)[] = [];
    for (const frame of stack) keys.push(frame.kind === 'object' ? (frame.key ?? '') : frame.value.length);
    return keys;
  };

  const countOther = (bytes: number) => {
    otherBytes += bytes;
    // The body is within its limit; what is wrong is a field longer than any the route takes.
    if (otherBytes > options.maxOtherBytes) {
      throw new AppError(
        'validation_failed',
        'The request has more text outside its files than it may have.',
      );
    }
  };

  const placeValue = (value: unknown) => {
    const frame = stack.at(-1);
    if (!frame) {
      root = value;
      state = 'done';
      return;
    }
    if (frame.kind === 'array') frame.value.push(value);
    else define(frame.value, frame.key as string, value);
    state = 'afterValue';
  };

  const open = (frame: Frame) => {
    if (stack.length >= maxDepth) throw notJson('nested too deeply');
    stack.push(frame);
  };

  const close = (kind: Frame['kind']) => {
    const frame = stack.pop();
    if (frame?.kind !== kind) throw notJson('brackets do not match');
    placeValue(frame.value);
  };

  const endString = () => {
    if (sink) {
      sink.end();
      const done = sink;
      sink = undefined;
      placeValue(done);
      return;
    }
    const text = JSON.parse(`"${Buffer.concat(raw).toString('utf8')}"`) as string;
    raw = [];
    if (stringIsKey) {
      const frame = stack.at(-1) as Frame & { kind: 'object' };
      frame.key = text;
      state = 'colon';
    } else placeValue(text);
  };

  const endLiteral = () => {
    let value: unknown;
    try {
      value = JSON.parse(literal);
    } catch {
      throw notJson(`unexpected ${JSON.stringify(literal.slice(0, 20))}`);
    }
    literal = '';
    placeValue(value);
  };

  /** Reads inside a string from `start`; answers where the string ended (after its quote), or the chunk's end. */
  const readString = (chunk: Buffer, start: number): number => {
    let i = start;
    while (i < chunk.length) {
      if (inEscape === 'backslash') {
        const byte = chunk[i] as number;
        i += 1;
        if (byte === 0x75) {
          inEscape = 'unicode';
          unicodeDigits = '';
          continue;
        }
        const plain = SIMPLE_ESCAPES[byte];
        if (plain === undefined) throw notJson('bad escape in a string');
        inEscape = 'none';
        if (sink) sink.write(Buffer.from(plain));
        else raw.push(Buffer.from([BACKSLASH, byte]));
        continue;
      }
      if (inEscape === 'unicode') {
        const char = String.fromCharCode(chunk[i] as number);
        i += 1;
        if (!/[0-9a-fA-F]/.test(char)) throw notJson('bad \\u escape in a string');
        unicodeDigits += char;
        if (unicodeDigits.length < 4) continue;
        inEscape = 'none';
        if (sink) sink.write(Buffer.from(String.fromCharCode(Number.parseInt(unicodeDigits, 16))));
        else raw.push(Buffer.from(`\\u${unicodeDigits}`));
        continue;
      }
      // The plain run up to the next quote or backslash, in one piece.
      let end = i;
      while (end < chunk.length && chunk[end] !== QUOTE && chunk[end] !== BACKSLASH) {
        if ((chunk[end] as number) < 0x20) throw notJson('a control character in a string');
        end += 1;
      }
      if (end > i) {
        const piece = chunk.subarray(i, end);
        if (sink) sink.write(piece);
        else {
          countOther(piece.length);
          raw.push(Buffer.from(piece));
        }
      }
      i = end;
      if (i >= chunk.length) break;
      if (chunk[i] === QUOTE) {
        endString();
        return i + 1;
      }
      inEscape = 'backslash';
      i += 1;
    }
    return i;
  };

  const startString = (asKey: boolean) => {
    stringIsKey = asKey;
    sink = asKey ? undefined : options.sinkFor(path());
    raw = [];
    inEscape = 'none';
    state = 'string';
  };

  const startValue = (byte: number): boolean => {
    if (byte === 0x7b) {
      open({ kind: 'object', value: {}, key: undefined });
      state = 'keyOrEndObject';
    } else if (byte === 0x5b) {
      open({ kind: 'array', value: [] });
      state = 'valueOrEndArray';
    } else if (byte === QUOTE) startString(false);
    else if (
      byte === 0x2d ||
      (byte >= 0x30 && byte <= 0x39) ||
      byte === 0x74 ||
      byte === 0x66 ||
      byte === 0x6e
    ) {
      literal = String.fromCharCode(byte);
      state = 'literal';
    } else return false;
    return true;
  };

  for await (const piece of source) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
    total += chunk.length;
    if (total > options.maxBytes) throw new AppError('payload_too_large');
    let i = 0;
    while (i < chunk.length) {
      if (state === 'string') {
        i = readString(chunk, i);
        continue;
      }
      const byte = chunk[i] as number;
      if (state === 'literal') {
        // Letters, digits, signs, dots and exponents; anything else ends it and is read again.
        if (/[0-9a-zA-Z+.-]/.test(String.fromCharCode(byte))) {
          literal += String.fromCharCode(byte);
          countOther(1);
          if (literal.length > 64) throw notJson('a number or word too long');
          i += 1;
          continue;
        }
        endLiteral();
        continue;
      }
      i += 1;
      if (WS.has(byte)) continue;
      countOther(1);
      switch (state) {
        case 'value':
          if (!startValue(byte)) throw notJson('a value was expected');
          break;
        case 'valueOrEndArray':
          if (byte === 0x5d) close('array');
          else if (!startValue(byte)) throw notJson('a value or ] was expected');
          break;
        case 'keyOrEndObject':
          if (byte === 0x7d) close('object');
          else if (byte === QUOTE) startString(true);
          else throw notJson('a key or } was expected');
          break;
        case 'key':
          if (byte !== QUOTE) throw notJson('a key was expected');
          startString(true);
          break;
        case 'colon':
          if (byte !== 0x3a) throw notJson(': was expected');
          state = 'value';
          break;
        case 'afterValue': {
          const frame = stack.at(-1) as Frame;
          if (byte === 0x2c) state = frame.kind === 'object' ? 'key' : 'value';
          else if (byte === 0x7d && frame.kind === 'object') close('object');
          else if (byte === 0x5d && frame.kind === 'array') close('array');
          else throw notJson(', or the end of the object or array was expected');
          break;
        }
        case 'done':
          throw notJson('more after the end of the value');
      }
    }
    // A sink that cannot take more holds the reading of the body (and so the client) back.
    if (sink?.ready) await sink.ready;
  }
  if (state === 'literal' && stack.length === 0) endLiteral();
  if (state !== 'done') throw notJson('the body ended early');
  return root;
}
