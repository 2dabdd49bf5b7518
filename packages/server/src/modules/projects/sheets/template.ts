import { csvField } from '@airshop/domain/commerce/csv-reader';
import { PROJECT_TEMPLATE_COLUMNS } from '@airshop/domain/commerce/project-sheets';

/**
 * GET portal/Projects/Template: the project's template.csv (code, quantity, note), made as the cart's is (ADR
 * 0061): UTF-8 with a byte order mark, CRLF, the header and two demo rows — a variant code with a note and an
 * LVI number. The same file for everyone, so it needs no sign-in.
 */
const EXAMPLES = [
  ['RX100-04LE', '2', 'Floor 3, plant room'],
  ['3100002', '1', ''],
] as const;

export const PROJECT_TEMPLATE_CSV = `\uFEFF${[
  PROJECT_TEMPLATE_COLUMNS.join(','),
  ...EXAMPLES.map((row) => row.map((value) => csvField(value)).join(',')),
].join('\r\n')}\r\n`;
