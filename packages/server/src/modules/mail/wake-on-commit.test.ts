import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { enqueueMail, MAIL_OUTBOX_CHANNEL } from './outbox.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** Another process on the same database: its own pool on a server database; PGlite has only the one. */
let other: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  other = database.url ? await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.dispose();
});

/** Counts notifications and lets a test wait for the next one. */
function counter() {
  let count = 0;
  let waiting: (() => void)[] = [];
  return {
    onNotify() {
      count += 1;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    get count() {
      return count;
    },
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
  };
}

const mail = { to: ['office@airshop.example'], subject: 'Hello', text: 'Body' };

describe('worker wake-ups through LISTEN/NOTIFY', () => {
  it('wakes the listener when a mail is enqueued by another process, once its transaction commits', async () => {
    const heard = counter();
    const listening = await database.listen(MAIL_OUTBOX_CHANNEL, { onNotify: heard.onNotify });
    try {
      const first = heard.next();
      await other.db.transaction(async (tx) => {
        await enqueueMail(tx, mail);
        // Not yet: PostgreSQL delivers a transaction's notifications when it commits. The round trip of this
        // query lets a notification sent before the commit arrive first.
        await tx.execute(sql`select 1`);
        expect(heard.count).toBe(0);
      });
      await first;
      expect(heard.count).toBe(1);

      // A rolled-back mail wakes nobody; the next committed one is the next notification.
      await other.db
        .transaction(async (tx) => {
          await enqueueMail(tx, mail);
          tx.rollback();
        })
        .catch(() => {});
      const second = heard.next();
      await enqueueMail(other.db, mail);
      await second;
      expect(heard.count).toBe(2);
    } finally {
      await listening.close();
    }
  });

  it('hears nothing after close', async () => {
    const heard = counter();
    const listening = await database.listen(MAIL_OUTBOX_CHANNEL, { onNotify: heard.onNotify });
    await listening.close();
    const stillListening = counter();
    const control = await database.listen(MAIL_OUTBOX_CHANNEL, { onNotify: stillListening.onNotify });
    const arrived = stillListening.next();
    await enqueueMail(other.db, mail);
    await arrived;
    await control.close();
    expect(heard.count).toBe(0);
  });

  it('refuses a channel name that is no plain identifier', async () => {
    await expect(database.listen('mail"; drop table users; --', { onNotify: () => {} })).rejects.toThrow(
      'Bad channel name',
    );
  });
});
