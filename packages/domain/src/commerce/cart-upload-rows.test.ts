import { describe, expect, it } from 'vitest';
import {
  cartTemplateCsv,
  checkUploadRow,
  checkUploadRows,
  matchColumns,
  numberRecords,
  uploadStatus,
} from './cart-upload-rows.ts';
import { readCsv } from './csv-reader.ts';

const template = { code: 0, quantity: 1, note: 2, delivery: 3 };

describe('matchColumns', () => {
  it('finds the template’s columns in any order and case', () => {
    expect(matchColumns(['Quantity', ' CODE ', 'Delivery', 'note'])).toEqual({
      header: true,
      columns: { quantity: 0, code: 1, delivery: 2, note: 3 },
    });
  });

  it('also takes the names of the page’s language', () => {
    const aliases = { code: ['Code'], quantity: ['Menge'], note: ['Notiz'], delivery: ['Lieferung'] };
    expect(matchColumns(['Code', 'MENGE', 'Lieferung'], aliases)).toEqual({
      header: true,
      columns: { code: 0, quantity: 1, delivery: 2 },
    });
  });

  it('reads a list without a header in the template’s order', () => {
    expect(matchColumns(['RX-1', '2', '', '1'])).toEqual({ header: false, columns: template });
  });

  it('refuses a header without a code column', () => {
    expect(matchColumns(['quantity', 'note'])).toEqual({ error: 'missingCodeColumn' });
  });
});

describe('checkUploadRow', () => {
  const row = (...cells: (string | number | null)[]) => checkUploadRow(cells, template);

  it('takes a code, a whole quantity 1–999, a note up to 35 and a delivery 1–99', () => {
    expect(row(' RX-1 ', '2', ' by the door ', '3')).toEqual({
      ok: true,
      code: 'RX-1',
      quantity: 2,
      note: 'by the door',
      delivery: 3,
    });
    expect(row('RX-1', 999, null, null)).toMatchObject({
      ok: true,
      quantity: 999,
      note: null,
      delivery: null,
    });
    expect(row(1234567, 1)).toMatchObject({ ok: true, code: '1234567' });
    expect(row('RX-1', 1, 'n'.repeat(35), 99)).toMatchObject({ ok: true, delivery: 99 });
  });

  it('names the first thing wrong', () => {
    expect(row('', '1')).toEqual({ ok: false, error: 'missingCode', code: null });
    expect(row('  ', '1')).toMatchObject({ error: 'missingCode' });
    for (const quantity of ['0', '1000', '1.5', '-1', '', 'two', '1e2', 0, 1000, 2.5, null]) {
      expect(row('RX-1', quantity), String(quantity)).toEqual({
        ok: false,
        error: 'badQuantity',
        code: 'RX-1',
      });
    }
    expect(row('RX-1', '1', 'n'.repeat(36))).toMatchObject({ error: 'noteTooLong', code: 'RX-1' });
    for (const delivery of ['0', '100', 'first', '1.5', -1]) {
      expect(row('RX-1', '1', '', delivery), String(delivery)).toMatchObject({ error: 'badDelivery' });
    }
    expect(row('x'.repeat(65), '1')).toMatchObject({ error: 'unknownCode' });
    expect(row('', '0', 'n'.repeat(40), '0')).toMatchObject({ error: 'missingCode' });
  });
});

describe('checkUploadRows', () => {
  it('numbers rows as the spreadsheet does, skips blank ones and names the bad ones', () => {
    const result = checkUploadRows(
      numberRecords([
        ['code', 'quantity', 'note', 'delivery'],
        ['A', '1', '', ''],
        ['', '', '', ''],
        ['B', '0', '', ''],
        ['C', '2', 'x', '2'],
        ['', '3', '', ''],
      ]),
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 2, code: 'A', quantity: 1, note: null, delivery: null },
        { row: 5, code: 'C', quantity: 2, note: 'x', delivery: 2 },
      ],
      refused: [
        { row: 4, code: 'B', error: 'badQuantity' },
        { row: 6, code: null, error: 'missingCode' },
      ],
      columns: template,
    });
  });

  it('keeps the numbers a spreadsheet gives its rows, gaps and all', () => {
    const result = checkUploadRows([
      { row: 3, cells: ['code', 'quantity'] },
      { row: 40, cells: ['A', 2] },
    ]);
    expect(result).toMatchObject({ ok: true, rows: [{ row: 40, code: 'A', quantity: 2 }] });
  });

  it('reads rows without a header from row 1, after leading blank rows', () => {
    const result = checkUploadRows(numberRecords([[''], ['A', '1']]));
    expect(result).toMatchObject({ ok: true, rows: [{ row: 2, code: 'A' }] });
  });

  it('refuses a file with nothing to read, or too many rows, as a whole', () => {
    expect(checkUploadRows([])).toEqual({ ok: false, error: 'noRows' });
    expect(
      checkUploadRows(
        numberRecords([
          ['code', 'quantity'],
          ['', ''],
        ]),
      ),
    ).toEqual({ ok: false, error: 'noRows' });
    const rows = [['code', 'quantity'], ...Array.from({ length: 4 }, () => ['A', '1'])];
    expect(checkUploadRows(numberRecords(rows), {}, 4)).toMatchObject({ ok: true });
    expect(checkUploadRows(numberRecords([...rows, ['A', '1']]), {}, 4)).toEqual({
      ok: false,
      error: 'tooManyRows',
    });
    expect(checkUploadRows(numberRecords([['quantity'], ['1']]))).toEqual({
      ok: false,
      error: 'missingCodeColumn',
    });
  });
});

describe('uploadStatus', () => {
  it('is success when all rows went in, warning when some did, error when none did', () => {
    expect(uploadStatus(3, 0)).toBe('success');
    expect(uploadStatus(3, 2)).toBe('warning');
    expect(uploadStatus(0, 2)).toBe('error');
  });
});

describe('cartTemplateCsv', () => {
  it('writes the header and examples that the reader reads back as good rows', () => {
    const csv = cartTemplateCsv([
      { code: 'RX100-04LE', quantity: 2, note: 'Floor 3, west', delivery: 1 },
      { code: '1234567', quantity: 1, note: '', delivery: null },
    ]);
    expect(csv.startsWith('\uFEFFcode,quantity,note,delivery\r\n')).toBe(true);
    const read = readCsv(csv);
    if (!read.ok) throw new Error('unreadable');
    expect(checkUploadRows(numberRecords(read.records))).toEqual({
      ok: true,
      rows: [
        { row: 2, code: 'RX100-04LE', quantity: 2, note: 'Floor 3, west', delivery: 1 },
        { row: 3, code: '1234567', quantity: 1, note: null, delivery: null },
      ],
      refused: [],
      columns: template,
    });
  });
});
