import { describe, expect, it } from 'vitest';
import { csvField, detectCsvSeparator, readCsv } from './csv-reader.ts';

const records = (text: string, max?: number) => {
  const result = readCsv(text, max);
  if (!result.ok) throw new Error(`unreadable at record ${result.record}`);
  return result.records;
};

describe('readCsv', () => {
  it('reads plain records, with or without a final line break', () => {
    expect(records('code,quantity\nA-1,2\n')).toEqual([
      ['code', 'quantity'],
      ['A-1', '2'],
    ]);
    expect(records('code,quantity\nA-1,2')).toEqual([
      ['code', 'quantity'],
      ['A-1', '2'],
    ]);
  });

  it('reads quoted fields with the separator, doubled quotes and line breaks inside', () => {
    const text = 'code,note\r\n"A,1","floor ""3"", west"\r\nB,"two\r\nlines"\r\n';
    expect(records(text)).toEqual([
      ['code', 'note'],
      ['A,1', 'floor "3", west'],
      ['B', 'two\r\nlines'],
    ]);
  });

  it('takes ; or a tab as the separator when the first line uses it', () => {
    expect(records('code;quantity;note\nA-1;2;a, b\n')).toEqual([
      ['code', 'quantity', 'note'],
      ['A-1', '2', 'a, b'],
    ]);
    expect(readCsv('code;quantity\n').ok && readCsv('code;quantity\n')).toMatchObject({ separator: ';' });
    expect(records('code\tquantity\nA\t1')).toEqual([
      ['code', 'quantity'],
      ['A', '1'],
    ]);
  });

  it('drops a UTF-8 byte order mark and reads CR-only line ends', () => {
    expect(records('\uFEFFcode;quantity\rÄ-1;2\r')).toEqual([
      ['code', 'quantity'],
      ['Ä-1', '2'],
    ]);
  });

  it('keeps blank lines in place, so row numbers stay the spreadsheet’s', () => {
    expect(records('a\n\nb\n')).toEqual([['a'], [''], ['b']]);
    expect(records('a,b\n,\n')).toEqual([
      ['a', 'b'],
      ['', ''],
    ]);
  });

  it('reads a quote inside an unquoted field as a character, as Excel does', () => {
    expect(records('A"1,2')).toEqual([['A"1', '2']]);
  });

  it('refuses a quoted field that never closes', () => {
    expect(readCsv('code,note\nA,"open\nB,1\n')).toEqual({ ok: false, error: 'unclosedQuote', record: 2 });
  });

  it('stops after the most records wanted, not counting blank lines, and says more followed', () => {
    expect(readCsv('a\nb\nc\n', 2)).toMatchObject({ ok: true, records: [['a'], ['b']], truncated: true });
    expect(readCsv('a\nb\n\n\n', 2)).toMatchObject({ ok: true, truncated: false });
    expect(readCsv('a\n\nb\n', 2)).toMatchObject({
      ok: true,
      records: [['a'], [''], ['b']],
      truncated: false,
    });
  });
});

describe('detectCsvSeparator', () => {
  it('counts separators outside quotes on the first line only', () => {
    expect(detectCsvSeparator('"a;b;c",d\n1;2;3;4;5')).toBe(',');
    expect(detectCsvSeparator('code')).toBe(',');
    expect(detectCsvSeparator('a;b,c;d')).toBe(';');
  });
});

describe('csvField', () => {
  it('quotes only what needs it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(readCsv(`${csvField('x,"y"\nz')},1`)).toMatchObject({ records: [['x,"y"\nz', '1']] });
  });
});
