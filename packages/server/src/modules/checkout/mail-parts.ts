import { decodeQuotedPrintable, parseRawMail } from '../../testing/smtp-sink.ts';

/*
 * Test support: a sent mail (an .eml as the mail worker writes it) read back the way a mail reader does — the
 * headers, and the text and HTML parts of its multipart/alternative body decoded from their transfer encoding.
 */

function decodePart(raw: string): { type: string; content: string } {
  const part = parseRawMail(raw);
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase() ?? '7bit';
  const body =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(part.body)
        : part.body;
  return { type: part.headers.get('content-type') ?? '', content: body.replace(/\r\n/g, '\n') };
}

export function readMailParts(raw: string): { headers: Map<string, string>; text: string; html: string } {
  const mail = parseRawMail(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(mail.headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('Not a multipart mail');
  const parts = mail.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((chunk) => decodePart(chunk.replace(/^\r\n/, '')));
  const of = (type: string) => parts.find((part) => part.type.startsWith(type))?.content ?? '';
  return { headers: mail.headers, text: of('text/plain'), html: of('text/html') };
}
