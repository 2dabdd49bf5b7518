import { describe, expect, it } from 'vitest';
import { QUICK_ORDER_MAX_LINES, readQuickOrderLine, readQuickOrderText } from './quick-order-text.ts';

describe('readQuickOrderLine', () => {
  it('reads code and quantity across spaces, tabs, semicolons and commas', () => {
    for (const text of [
      'RX100-04LN 3',
      'RX100-04LN\t3',
      'RX100-04LN;3',
      'RX100-04LN, 3',
      '  RX100-04LN \t ;3 ',
    ]) {
      expect(readQuickOrderLine(text, 1)).toMatchObject({ ok: true, code: 'RX100-04LN', quantity: 3 });
    }
    // Empty cells a spreadsheet copies along count as one separator.
    expect(readQuickOrderLine('3100012\t\t\t12', 2)).toMatchObject({
      ok: true,
      code: '3100012',
      quantity: 12,
    });
  });

  it('takes a code alone as 1 piece and skips blank lines', () => {
    expect(readQuickOrderLine('RX100-04LN', 4)).toMatchObject({ ok: true, quantity: 1, line: 4 });
    expect(readQuickOrderLine('  \t ', 5)).toBeNull();
  });

  it('refuses quantities outside 1–999 or not whole, a third value, and a code longer than any', () => {
    for (const quantity of ['0', '1000', '2.5', '-1', 'x', '3pcs']) {
      expect(readQuickOrderLine(`A ${quantity}`, 1)).toMatchObject({
        ok: false,
        error: 'badQuantity',
        code: 'A',
      });
    }
    expect(readQuickOrderLine('A 999', 1)).toMatchObject({ ok: true, quantity: 999 });
    expect(readQuickOrderLine('A 1', 1)).toMatchObject({ ok: true, quantity: 1 });
    expect(readQuickOrderLine('A Fan 2', 1)).toMatchObject({ ok: false, error: 'tooManyCells' });
    expect(readQuickOrderLine(`${'X'.repeat(65)} 1`, 1)).toMatchObject({ ok: false, error: 'codeTooLong' });
  });
});

describe('readQuickOrderText', () => {
  it('numbers lines as they are in the text, blank ones included, and stops at the limit', () => {
    const read = readQuickOrderText('A 1\r\n\r\nB 2\nC x');
    expect(read.lines.map((line) => [line.line, line.ok])).toEqual([
      [1, true],
      [3, true],
      [4, false],
    ]);
    expect(read.tooMany).toBe(false);
    const many = readQuickOrderText(
      Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `C${i}`).join('\n'),
    );
    expect(many.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(many.tooMany).toBe(true);
  });
});
