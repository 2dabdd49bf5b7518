import type { QuickOrderLine, QuickOrderLineError } from '@airshop/domain/commerce/quick-order-text';
import type { QuickOrderCheckResult, QuickPickError } from '@airshop/domain/commerce/quick-pick';

/*
 * What the quick-order box shows row by row (ADR 0069): each line as the browser read it, joined with the
 * server's check of the lines that read well. Zod-free: the box runs in the cart panel on every page.
 */

export type PreviewError = QuickOrderLineError | QuickPickError | 'notAdded';

export interface PreviewRow {
  line: number;
  text: string;
  code: string | null;
  quantity: number | null;
  /** The variant the code or LVI number names (the add uses it). */
  variantCode: string | null;
  name: string | null;
  error: PreviewError | null;
}

/** The lines joined with the check's answer for the good ones (in the same order). */
export function previewRows(
  lines: readonly QuickOrderLine[],
  checked: QuickOrderCheckResult['Rows'],
): PreviewRow[] {
  let next = 0;
  return lines.map((line) => {
    if (!line.ok) {
      return {
        line: line.line,
        text: line.text,
        code: line.code,
        quantity: null,
        variantCode: null,
        name: null,
        error: line.error,
      };
    }
    const check = checked[next];
    next += 1;
    return {
      line: line.line,
      text: line.text,
      code: line.code,
      quantity: line.quantity,
      variantCode: check?.VariantCode ?? null,
      name: check?.Name ?? null,
      error: check ? check.Error : 'unknownCode',
    };
  });
}

/** The text left in the box: the lines of the rows that were not added, as the buyer wrote them. */
export function remainingText(rows: readonly PreviewRow[]): string {
  return rows
    .filter((row) => row.error !== null)
    .map((row) => row.text)
    .join('\n');
}
