/*
 * A mail written once and sent as both parts of a multipart/alternative message (issue 16 point 4): the plain
 * text that every client can show and a simple HTML part for the clients that show HTML. Blocks, not markup, so
 * the two parts always say the same; every value is escaped in the HTML part, so a name or a comment someone typed
 * can never add markup. Tables with inline styles only: mail clients drop <style> and external CSS.
 */

export type MailBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'heading'; readonly text: string }
  /** Label and value pairs (a value may have several lines, such as an address). */
  | { readonly kind: 'fields'; readonly rows: readonly (readonly [string, string])[] }
  /** A table of lines; `numeric` columns are right-aligned. In plain text each row is one bullet. */
  | {
      readonly kind: 'table';
      readonly head: readonly string[];
      readonly rows: readonly (readonly string[])[];
      readonly numeric: readonly boolean[];
    }
  /** Sums under a table: label and amount, the last one in bold. */
  | { readonly kind: 'totals'; readonly rows: readonly (readonly [string, string])[] }
  | { readonly kind: 'quote'; readonly text: string }
  | { readonly kind: 'link'; readonly label: string; readonly url: string };

export interface MailDocument {
  readonly subject: string;
  /** The `lang` of the HTML part (an Intl tag such as sv-SE). */
  readonly lang: string;
  readonly blocks: readonly MailBlock[];
  /** Below a separator line. */
  readonly footer?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** Escaped, with the value's own line breaks kept. */
const html = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>');

function textOf(block: MailBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text, ''];
    case 'heading':
      return [block.text.toUpperCase(), ''];
    case 'fields':
      return [
        ...block.rows.flatMap(([label, value]) => {
          const [first = '', ...rest] = value.split(/\r\n|\r|\n/);
          return [`${label}: ${first}`, ...rest.map((line) => `  ${line}`)];
        }),
        '',
      ];
    case 'table':
      // One bullet per row; a cell's further lines (a line's note) follow it, indented.
      return [
        ...block.rows.flatMap((row) => {
          const cells = row.map((cell) => cell.split(/\r\n|\r|\n/));
          const main = cells
            .map(([first = ''], i) => (i === 0 || first === '' ? first : `${block.head[i]}: ${first}`))
            .filter((cell) => cell !== '')
            .join(' · ');
          return [`- ${main}`, ...cells.flatMap(([, ...rest]) => rest.map((line) => `  ${line}`))];
        }),
        '',
      ];
    case 'totals':
      return [...block.rows.map(([label, amount]) => `${label}: ${amount}`), ''];
    case 'quote':
      return [...block.text.split(/\r\n|\r|\n/).map((line) => `> ${line}`), ''];
    case 'link':
      return [`${block.label}:`, block.url, ''];
  }
}

/** The plain-text part. */
export function mailDocumentText(document: MailDocument): string {
  const lines = document.blocks.flatMap(textOf);
  if (document.footer) lines.push('--', document.footer);
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

const CELL = 'padding:4px 6px;border-bottom:1px solid #dddddd;vertical-align:top;';

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${html(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;">${html(block.text)}</h2>`;
    case 'fields':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0;vertical-align:top;font-weight:600;">${html(label)}</th><td style="padding:2px 0;">${html(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'table': {
      const align = (i: number) => (block.numeric[i] ? 'right' : 'left');
      const head = block.head
        .map((label, i) => `<th scope="col" style="${CELL}text-align:${align(i)};">${html(label)}</th>`)
        .join('');
      const rows = block.rows
        .map(
          (row) =>
            // Figures never break inside ("12.345,67 €" on two lines); names may, anywhere, as a last resort.
            `<tr>${row.map((cell, i) => `<td style="${CELL}text-align:${align(i)};${block.numeric[i] ? 'white-space:nowrap;' : 'overflow-wrap:anywhere;'}">${html(cell)}</td>`).join('')}</tr>`,
        )
        .join('');
      return `<table style="border-collapse:collapse;width:100%;margin:0 0 8px;"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
    }
    case 'totals':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px auto;">${block.rows
        .map(([label, amount], i) => {
          const weight = i === block.rows.length - 1 ? 'font-weight:700;' : '';
          return `<tr><td style="padding:2px 16px 2px 0;text-align:right;${weight}">${html(label)}</td><td style="padding:2px 0;text-align:right;white-space:nowrap;${weight}">${html(amount)}</td></tr>`;
        })
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #cccccc;">${html(block.text)}</blockquote>`;
    case 'link':
      return `<p style="margin:0 0 16px;"><a href="${escapeHtml(block.url)}">${html(block.label)}</a></p>`;
  }
}

/** The HTML part: a whole document, readable without images or styles. */
export function mailDocumentHtml(document: MailDocument): string {
  const footer = document.footer
    ? `<hr style="border:0;border-top:1px solid #dddddd;margin:24px 0 12px;"><p style="margin:0;color:#555555;font-size:13px;">${html(document.footer)}</p>`
    : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(document.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(document.subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.45;color:#1a1a1a;">',
    `<div style="max-width:720px;margin:0 auto;">${document.blocks.map(htmlOf).join('')}${footer}</div>`,
    '</body></html>',
  ].join('');
}

/** Subject, text and HTML for enqueueMail. */
export function renderMailDocument(document: MailDocument): { subject: string; text: string; html: string } {
  return { subject: document.subject, text: mailDocumentText(document), html: mailDocumentHtml(document) };
}
