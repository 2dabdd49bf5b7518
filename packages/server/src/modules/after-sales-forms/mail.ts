import type { AfterSalesFormKind } from '@airshop/domain/forms/after-sales/after-sales-forms';
import type { MailText } from '../mail/index.ts';
import { quotedLines } from '../mail/index.ts';
import type { NamedField } from './fields.ts';

/** The back office's names of the forms (its mails are in English, like the other forms'). */
export const KIND_NAMES: Record<AfterSalesFormKind, string> = {
  'discrepancy-report': 'Discrepancy report',
  'service-request': 'Service request',
  'retrofit-fans': 'Retrofit fans',
  'warranty-claim': 'Warranty claim',
};

export interface MailedFile {
  name: string;
  type: string;
  size: number;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The back office's mail of one submission: every field with its English label (the back office page's, so the
 * two read alike), the files, and where the submission is. Multi-line values are quoted.
 */
export function backOfficeMailText(input: {
  kind: AfterSalesFormKind;
  reference: string;
  fields: readonly NamedField[];
  label: (name: string) => string;
  files: readonly MailedFile[];
  attached: boolean;
  detailUrl: string;
  marketId: string | null;
  requestId: string;
}): string {
  const lines = [`A ${KIND_NAMES[input.kind].toLowerCase()} was sent from the shop: ${input.reference}.`, ''];
  for (const field of input.fields) {
    if (field.Value.includes('\n')) lines.push(`${input.label(field.Name)}:`, ...quotedLines(field.Value));
    else lines.push(`${input.label(field.Name)}: ${field.Value}`);
  }
  lines.push('', 'FILES');
  if (input.files.length === 0) lines.push('None.');
  for (const file of input.files) lines.push(`${file.name} (${file.type}, ${megabytes(file.size)})`);
  if (input.files.length > 0) {
    lines.push(
      input.attached
        ? 'The files are attached.'
        : 'The files are too large to attach: download them from the submission in the back office.',
    );
  }
  lines.push(
    '',
    `Back office: ${input.detailUrl}`,
    `Market: ${input.marketId ?? '–'}`,
    `Reference: ${input.reference}`,
    `Request id: ${input.requestId}`,
  );
  return lines.join('\n');
}

/** The sender's confirmation, in the language of the page they sent it from. */
export function confirmationMail(
  texts: MailText,
  input: { kind: AfterSalesFormKind; reference: string; name: string; files: number },
): { subject: string; text: string } {
  const form = texts(`afterSales/kind/${input.kind}`);
  return {
    subject: texts('afterSales/confirmation/subject', { form, reference: input.reference }),
    text: [
      input.name
        ? texts('afterSales/confirmation/greeting', { name: input.name })
        : texts('afterSales/confirmation/greetingNoName'),
      '',
      texts(`afterSales/confirmation/${input.kind}`),
      '',
      texts('afterSales/confirmation/reference', { reference: input.reference }),
      texts('afterSales/confirmation/files', { count: input.files }),
      '',
      texts('afterSales/confirmation/footer'),
    ].join('\n'),
  };
}
