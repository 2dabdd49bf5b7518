import { describe, expect, it } from 'vitest';
import { checkUploadRows, numberRecords } from './cart-upload-rows.ts';
import { PROJECT_SHEET_LAYOUT, planProjectUpload, projectExportFileName } from './project-sheets.ts';

const check = (rows: (string | number | null)[][], aliases = {}) =>
  checkUploadRows(numberRecords(rows), aliases, 10_000, PROJECT_SHEET_LAYOUT);

describe('a project upload’s rows', () => {
  it('finds an export’s table under its header block and skips the totals under it', () => {
    const result = check(
      [
        ['Shopping cart – Site A'],
        ['Project', 'Site A'],
        ['Notes', 'code'],
        [],
        ['No.', 'Code', 'Product', 'Menge', 'Note', 'Line ID'],
        [1, 'RX-1', 'Unit', 3, 'by the door', 17],
        [2, 'RX-2', 'Unit', 1, null, 18],
        [null, 'RX-3', null, 2, 'new', null],
        [],
        [null, null, null, null, null, null, 'Subtotal', 1234.5],
        [null, null, null, null, null, null, 'VAT', 0.25, 308.63],
      ],
      { quantity: ['Menge'], line: ['Line ID'] },
    );
    expect(result).toMatchObject({
      ok: true,
      rows: [
        { row: 6, code: 'RX-1', quantity: 3, note: 'by the door', line: 17 },
        { row: 7, code: 'RX-2', quantity: 1, note: null, line: 18 },
        { row: 8, code: 'RX-3', quantity: 2, note: 'new', line: null },
      ],
      refused: [],
      columns: { code: 1, quantity: 3, note: 4, line: 5 },
    });
  });

  it('reads a template as the cart does, in the order code, quantity, note without a header', () => {
    expect(check([['RX-1', '2', 'x']])).toMatchObject({
      ok: true,
      rows: [{ row: 1, code: 'RX-1', quantity: 2, note: 'x', line: null }],
    });
    expect(
      check([
        ['code', 'quantity'],
        ['', '2'],
        ['RX-1', ''],
      ]),
    ).toMatchObject({
      ok: true,
      refused: [
        { row: 2, error: 'missingCode' },
        { row: 3, error: 'badQuantity' },
      ],
    });
  });
});

describe('planProjectUpload', () => {
  const items = [
    { id: 17, variantId: 1, quantity: 3 },
    { id: 18, variantId: 2, quantity: 5 },
  ];
  const row = (
    n: number,
    variantId: number,
    quantity: number,
    line: number | null,
    note: string | null = null,
  ) => ({
    row: n,
    variantId,
    quantity,
    note,
    line,
  });

  it('sets the items of an export’s rows and adds every other row', () => {
    const plan = planProjectUpload(
      [row(2, 1, 10, 17, 'first'), row(3, 2, 5, 18), row(4, 3, 2, null, 'new'), row(5, 1, 1, null)],
      items,
      true,
    );
    expect(plan.taken).toEqual([2, 3, 4, 5]);
    expect(plan.overLimit).toEqual([]);
    expect(plan.items).toEqual([
      { variantId: 1, quantity: 11, note: 'first' },
      { variantId: 2, quantity: 5, note: null },
      { variantId: 3, quantity: 2, note: 'new' },
    ]);
  });

  it('adds a row whose line is not this project’s item or whose code was changed; notes kept without a note', () => {
    const plan = planProjectUpload([row(2, 1, 4, 99), row(3, 2, 1, 17)], items, true);
    expect(plan.items).toEqual([
      { variantId: 1, quantity: 7, note: undefined },
      { variantId: 2, quantity: 6, note: undefined },
    ]);
    const noNotes = planProjectUpload([row(2, 1, 4, 17)], items, false);
    expect(noNotes.items).toEqual([{ variantId: 1, quantity: 4, note: undefined }]);
  });

  it('refuses the row that would take an item beyond 999 and keeps those before it', () => {
    const plan = planProjectUpload(
      [row(2, 2, 995, null), row(3, 2, 4, null), row(4, 1, 999, 17)],
      items,
      true,
    );
    expect(plan.overLimit).toEqual([2]);
    expect(plan.taken).toEqual([3, 4]);
    expect(plan.items).toEqual([
      { variantId: 2, quantity: 9, note: undefined },
      { variantId: 1, quantity: 999, note: null },
    ]);
  });
});

describe('projectExportFileName', () => {
  it('names the file as a shopping cart in the viewer’s language', () => {
    expect(projectExportFileName('Warenkorb', '  Site   A ', '2026-11-27')).toBe(
      'Warenkorb Site A 2026-11-27.xlsx',
    );
  });
});
