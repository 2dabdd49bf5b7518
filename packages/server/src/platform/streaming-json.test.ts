import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { type JsonPath, readStreamingJson, type StringSink } from './streaming-json.ts';

/** A sink that keeps what it is given. */
class Collect implements StringSink {
  pieces: Buffer[] = [];
  ended = false;
  readonly ready = undefined;
  write(bytes: Buffer) {
    this.pieces.push(Buffer.from(bytes));
  }
  end() {
    this.ended = true;
  }
  get text() {
    return Buffer.concat(this.pieces).toString('utf8');
  }
}

/** The body cut into pieces of `size` bytes, as a network delivers it (multi-byte characters split too). */
async function* inPieces(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

const read = (
  text: string,
  size = 3,
  sinkFor: (path: JsonPath) => StringSink | undefined = () => undefined,
) => readStreamingJson(inPieces(text, size), { sinkFor, maxBytes: 10_000, maxOtherBytes: 5_000 });

describe('the streaming JSON reader', () => {
  const samples = [
    '{"a":1,"b":[true,false,null,-1.5e3,"x"],"c":{"d":"é ✓ 😀","e":[]},"f":{}}',
    '"just a string"',
    '42',
    '[[[]],{"":""}]',
    ' { "esc" : "q\\" b\\\\ s\\/ \\n\\t \\u00e9\\ud83d\\ude00" } ',
  ];
  it.each(samples)('reads %s as JSON.parse does, in pieces of any size', async (text) => {
    for (const size of [1, 2, 7, 1000]) expect(await read(text, size)).toEqual(JSON.parse(text));
  });

  it('keeps __proto__ as a plain own property, as JSON.parse does', async () => {
    const value = (await read('{"__proto__":{"admin":true}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it.each([
    '',
    '{',
    '{"a":1,}',
    '{"a" 1}',
    '[1 2]',
    '{"a":tru}',
    '{"a":"unterminated}',
    '{"a":"bad \\x escape"}',
    '{"a":"\u0001"}',
    '{"a":1}}',
    '{"a":1} 2',
    '[}',
    `${'['.repeat(100)}${']'.repeat(100)}`,
  ])('refuses %j with validation_failed', async (text) => {
    const error = await read(text).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('validation_failed');
  });

  it('hands the strings at the places asked for to their sinks, unescaped, and puts the sink in their place', async () => {
    const sinks: Collect[] = [];
    const sinkFor = (path: JsonPath) => {
      if (path.join('.') !== 'image' && path.join('.') !== 'other.data') return undefined;
      const sink = new Collect();
      sinks.push(sink);
      return sink;
    };
    const value = (await read(
      '{"name":"n","image":"data:image/png;base64,AB\\/C+==","other":{"data":"xyz","mime":"m"}}',
      4,
      sinkFor,
    )) as Record<string, unknown>;
    expect(sinks.map((sink) => [sink.text, sink.ended])).toEqual([
      ['data:image/png;base64,AB/C+==', true],
      ['xyz', true],
    ]);
    expect(value.image).toBe(sinks[0]);
    expect(value.other).toEqual({ data: sinks[1], mime: 'm' });
    expect(value.name).toBe('n');
  });

  it('refuses a body over its limit with 413 while reading, and other values over theirs with 400', async () => {
    const tooLong = `{"a":"${'x'.repeat(20_000)}"}`;
    const asSink = () => new Collect();
    const whole = await readStreamingJson(inPieces(tooLong, 1000), {
      sinkFor: asSink,
      maxBytes: 10_000,
      maxOtherBytes: 100_000,
    }).catch((error: unknown) => error);
    expect((whole as AppError).code).toBe('payload_too_large');
    // A body within its limit with one field longer than any the route takes is a bad request, not too large.
    const other = await read(`{"a":"${'x'.repeat(6_000)}"}`).catch((error: unknown) => error);
    expect((other as AppError).code).toBe('validation_failed');
    // The same length in a sink's string is not counted against the other values.
    expect(await read(`{"a":"${'x'.repeat(6_000)}"}`, 500, asSink)).toMatchObject({ a: expect.any(Collect) });
  });
});
