import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The mails the e2e servers' mail workers write as .eml files to DATA_DIR/outbox (no SMTP server in the tests).
 * Every e2e server's outbox is read, earlier runs' too: a test finds its mail by a text only it sends.
 */

/** Quoted-printable soft breaks and escapes undone, so the mail's text can be searched. */
export function readable(mail: string): string {
  const bytes = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every mail whose readable text holds `text`, readable. */
export async function mailsContaining(text: string): Promise<string[]> {
  const found: string[] = [];
  const root = tmpdir();
  for (const dir of await readdir(root)) {
    if (!dir.startsWith('airshop-e2e-')) continue;
    const outbox = path.join(root, dir, 'outbox');
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      // A mail still being written (the worker writes `<name>.tmp`, then renames it): not delivered yet. Read, it
      // could be counted now and be gone under its temporary name at the next look.
      if (!file.endsWith('.eml')) continue;
      const mail = readable(await readFile(path.join(outbox, file), 'utf8').catch(() => ''));
      if (mail.includes(text)) found.push(mail);
    }
  }
  return found;
}
