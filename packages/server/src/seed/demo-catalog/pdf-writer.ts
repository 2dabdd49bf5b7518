/*
 * A minimal PDF writer for the demo documents: one or more A4 pages with Helvetica text, filled rectangles
 * and lines, uncompressed, so the text is searchable with grep and the files cost well under a millisecond
 * each (the demo writes thousands). Text is WinAnsi (Latin-1), enough for en, sv, de, fi and fr.
 */

export type PdfOp =
  | { kind: 'text'; x: number; y: number; size: number; text: string; bold?: boolean; color?: Rgb }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: Rgb }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; color?: Rgb; width?: number };

export type Rgb = [number, number, number];

export const A4 = { width: 595, height: 842 };

function escapeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    const safe = code < 32 || code > 255 ? '?' : ch;
    out += safe === '\\' || safe === '(' || safe === ')' ? `\\${safe}` : safe;
  }
  return out;
}

const rgb = (c: Rgb) => c.map((v) => v.toFixed(3)).join(' ');

function pageContent(ops: PdfOp[]): string {
  const lines: string[] = [];
  for (const op of ops) {
    if (op.kind === 'rect') lines.push(`${rgb(op.color)} rg ${op.x} ${op.y} ${op.w} ${op.h} re f`);
    else if (op.kind === 'line') {
      lines.push(
        `${rgb(op.color ?? [0.7, 0.7, 0.7])} RG ${op.width ?? 0.5} w ${op.x1} ${op.y1} m ${op.x2} ${op.y2} l S`,
      );
    } else {
      lines.push(
        `BT ${rgb(op.color ?? [0.1, 0.1, 0.1])} rg /${op.bold ? 'F2' : 'F1'} ${op.size} Tf ${op.x} ${op.y} Td (${escapeText(op.text)}) Tj ET`,
      );
    }
  }
  return lines.join('\n');
}

/** A complete PDF file; `title` goes into the document information. */
export function writePdf(pages: PdfOp[][], title: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const pageIds: number[] = [];
  for (const ops of pages) {
    const content = pageContent(ops);
    const stream = add(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Contents ${stream} 0 R /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const info = add(`<< /Title (${escapeText(title)}) /Producer (Airshop demo catalogue) >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The text a PDF of writePdf shows, for tests: the strings of its Tj operators, one per line. */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of source.matchAll(/\((?<t>(?:\\.|[^\\)])*)\) Tj/g)) {
    out.push((m.groups?.t ?? '').replace(/\\(.)/g, '$1'));
  }
  return out.join('\n');
}
