import { unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Helpers for the documents tests: open what the API sends as a person's tools would (an unzip, a PDF reader,
 * a mail client's MIME parsing), all pure JavaScript so `npm test` needs nothing from the system.
 */

/** The text of every page of a PDF, joined by spaces; throws when the bytes are not a readable PDF. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const parts: string[] = [];
    for (let page = 1; page <= pdf.numPages; page++) {
      const content = await (await pdf.getPage(page)).getTextContent();
      for (const item of content.items) if ('str' in item) parts.push(item.str);
    }
    return parts.join(' ');
  } finally {
    await pdf.destroy();
  }
}

/** The entries of a zip: name → bytes (throws on a corrupt zip). */
export function unzip(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(bytes));
}

export interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: split < 0 ? '' : raw.slice(split + 4) };
}

/** The leaf parts of a MIME message (multipart bodies split by their boundaries, recursively). */
export function mimeParts(raw: string): MimePart[] {
  const part = parsePart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => mimeParts(chunk.replace(/^\r\n/, '')));
}

/** The attachments of a MIME message: file name (RFC 2231 / encoded-word decoded) → bytes. */
export function mailAttachments(raw: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const part of mimeParts(raw)) {
    const disposition = part.headers.get('content-disposition') ?? '';
    if (!disposition.startsWith('attachment')) continue;
    files.set(attachmentName(disposition), Buffer.from(part.body.replace(/\s+/g, ''), 'base64'));
  }
  return files;
}

function attachmentName(disposition: string): string {
  // RFC 2231 continuations: filename*0*=utf-8''…; filename*1*=…
  const pieces = [...disposition.matchAll(/filename\*(\d+)?\*?=("?)([^";]*)\2/gi)];
  if (pieces.length > 0) {
    const joined = pieces
      .sort((a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0))
      .map((m) => m[3] ?? '')
      .join('');
    return decodeURIComponent(joined.replace(/^[\w-]+'[^']*'/, ''));
  }
  const plain = /filename="?([^";]*)"?/i.exec(disposition)?.[1] ?? '';
  // An RFC 2047 encoded word: =?UTF-8?Q?…?= or =?UTF-8?B?…?=
  return plain.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
