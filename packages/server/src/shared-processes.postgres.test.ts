import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SPARE_PART_ENQUIRY_DETAILS } from '@airshop/domain/testing/spare-part-enquiry-fixture';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_OUTBOX_CHANNEL } from './modules/mail/outbox.ts';
import { MAIL_FALLBACK_POLL_MS } from './modules/mail/worker.ts';
import { type ServerProcess, startServerProcess } from './testing/server-process.ts';
import { parseRawMail } from './testing/smtp-sink.ts';
import { createTestDatabase } from './testing/test-database.ts';

/*
 * Several app processes on one PostgreSQL database, each with a DATA_DIR of its own (ADR 0046): what one
 * process accepts, another process's worker delivers, files included, woken by a notification rather than a
 * poll. Real processes, as `npm run serve` starts them (needs `npm run build` for the pages).
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const dataDirs: string[] = [];
const started: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await database?.dispose();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function startProcess(name: string, env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `airshop-${name}-`));
  dataDirs.push(dataDir);
  const server = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...env });
  started.push(server);
  return { server, dataDir };
}

function image(bytes: number, signature: number[]): Buffer {
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 1) data[i] = (i * 31 + 7) % 251;
  Buffer.from(signature).copy(data);
  return data;
}

/** The base64 body of each attachment of a raw mail, by file name (a two-part multipart/mixed is enough here). */
function attachmentsOf(raw: string): Map<string, Buffer> {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(parseRawMail(raw).headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not a multipart mail');
  const files = new Map<string, Buffer>();
  for (const part of raw.split(`--${boundary}`)) {
    const name = /filename="?([^";\r\n]+)"?/.exec(part)?.[1];
    if (!name) continue;
    const body = part.slice(part.indexOf('\r\n\r\n') + 4);
    files.set(name, Buffer.from(body.replace(/\s+/g, ''), 'base64'));
  }
  return files;
}

describe('two processes, one PostgreSQL database, separate DATA_DIRs', () => {
  it('a mail with the photos of an enquiry sent to one process is sent by the worker of the other', async () => {
    // The first takes requests only; the second's worker sends all mail.
    const front = await startProcess('front', { MAIL_WORKER: 'off' });
    const back = await startProcess('back');
    await back.server.waitForLog((record) => record.msg === 'mail worker started', 10_000);

    // Several chunks of the database storage each.
    const primary = image(700_000, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const secondary = image(300_000, [0xff, 0xd8, 0xff, 0xe0]);
    const response = await fetch(`${front.server.url}/api/v1/Form/SendSparePartEnquiryForm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...SPARE_PART_ENQUIRY_DETAILS,
        requestId: randomUUID(),
        primaryProductImage: `data:image/png;base64,${primary.toString('base64')}`,
        secondaryProductImage: { data: secondary.toString('base64'), mime: 'image/jpeg' },
        useUsTranslation: false,
        skipHubspot: false,
      }),
    });
    expect(response.status).toBe(204);

    // Well before the fallback poll: the notification of the commit woke the other process's worker.
    const sent = await back.server.waitForLog(
      (record) => record.msg === 'mail sent',
      MAIL_FALLBACK_POLL_MS / 2,
    );
    const outbox = path.join(back.dataDir, 'outbox');
    const [file] = readdirSync(outbox).filter((name) => name.endsWith(`${String(sent.mailId)}.eml`));
    const attachments = attachmentsOf(readFileSync(path.join(outbox, file as string), 'latin1'));
    expect([...attachments.keys()].sort()).toEqual([
      'primary-product-image.png',
      'secondary-product-image.jpg',
    ]);
    expect(attachments.get('primary-product-image.png')?.equals(primary)).toBe(true);
    expect(attachments.get('secondary-product-image.jpg')?.equals(secondary)).toBe(true);

    // Nothing went through the first process's folders: the files are in the database.
    expect(existsSync(path.join(front.dataDir, 'outbox'))).toBe(false);
    expect(existsSync(path.join(front.dataDir, 'files'))).toBe(false);
    expect(front.server.log.some((record) => record.msg === 'mail sent')).toBe(false);
  }, 120_000);
});

describe('the listener of a server database', () => {
  it('reconnects after its connection is lost and tells its worker to look', async () => {
    let heard = 0;
    let next: () => void = () => {};
    const listening = await database.listen(MAIL_OUTBOX_CHANNEL, {
      onNotify: () => {
        heard += 1;
        next();
      },
    });
    try {
      const afterReconnect = new Promise<void>((resolve) => {
        next = resolve;
      });
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`,
      );
      // Notifications sent while it was away are lost: it wakes its worker once it is back.
      await afterReconnect;
      expect(heard).toBe(1);
      const notified = new Promise<void>((resolve) => {
        next = resolve;
      });
      await database.db.execute(sql`select pg_notify(${MAIL_OUTBOX_CHANNEL}, '')`);
      await notified;
      expect(heard).toBe(2);
    } finally {
      await listening.close();
    }
  });
});
