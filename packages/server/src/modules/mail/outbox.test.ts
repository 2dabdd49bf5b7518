import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { MailMessage } from './message.ts';
import { enqueueMail } from './outbox.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const valid: MailMessage = {
  to: ['buyer@customer.example'],
  subject: 'Your quotation',
  text: 'Hello,\r\n\r\nyour quotation is attached.\nRegards',
};

async function rejectionOf(message: MailMessage): Promise<AppError> {
  const error = await enqueueMail(database.db, message).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function outboxCount(): Promise<number> {
  return (await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
}

describe('enqueueMail', () => {
  it('stores a pending mail that is due now, with no attempts yet, and newlines kept in the body', async () => {
    const { id } = await enqueueMail(database.db, {
      ...valid,
      to: ['a@customer.example', 'b@customer.example'],
      html: '<p>Hello</p>',
    });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      recipients: ['a@customer.example', 'b@customer.example'],
      subject: 'Your quotation',
      textBody: valid.text,
      htmlBody: '<p>Hello</p>',
      attachments: [],
      status: 'pending',
      attempts: 0,
      lockedUntil: null,
      lastError: null,
      sentAt: null,
    });
    expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('keeps attachment references for the worker to resolve', async () => {
    const attachments = [
      { filename: 'quote 42.pdf', storageKey: 'quotes/42.pdf', contentType: 'application/pdf' },
    ];
    const { id } = await enqueueMail(database.db, { ...valid, attachments });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.attachments).toEqual(attachments);
  });

  it.each([
    ['CR LF and a Bcc header', 'Hello\r\nBcc: victim@elsewhere.example'],
    ['a bare LF', 'Hello\nBcc: victim@elsewhere.example'],
    ['a bare CR', 'Hello\rBcc: victim@elsewhere.example'],
    ['a NUL', 'Hello\u0000'],
    ['a tab', 'Hello\tthere'],
    ['a Unicode line separator', 'Hello\u2028Bcc: victim@elsewhere.example'],
  ])('rejects a subject with %s (header injection)', async (_what, subject) => {
    const error = await rejectionOf({ ...valid, subject });
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual([expect.objectContaining({ in: 'mail', path: ['subject'] })]);
  });

  it.each([
    ['CR LF and a Bcc header', 'buyer@customer.example\r\nBcc: victim@elsewhere.example'],
    ['a bare LF', 'buyer@customer.example\nx@y.example'],
    ['a display name', 'Buyer <buyer@customer.example>'],
    ['two addresses in one', 'a@customer.example, b@customer.example'],
    ['no address at all', 'not an address'],
    ['more than 100 characters', `${'a'.repeat(90)}@customer.example`],
  ])('rejects a recipient with %s', async (_what, recipient) => {
    const error = await rejectionOf({ ...valid, to: ['ok@customer.example', recipient] });
    expect(error.details).toEqual([expect.objectContaining({ path: ['to', 1] })]);
  });

  it('rejects an attachment file name or content type that could break its header', async () => {
    const ref = { filename: 'a.pdf', storageKey: 'quotes/a.pdf', contentType: 'application/pdf' };
    await rejectionOf({ ...valid, attachments: [{ ...ref, filename: 'a.pdf\r\nX-Evil: 1' }] });
    await rejectionOf({ ...valid, attachments: [{ ...ref, contentType: 'text/plain\r\nX-Evil: 1' }] });
  });

  it('rejects a mail with no recipient, an empty or overlong subject, or no text', async () => {
    await rejectionOf({ ...valid, to: [] });
    await rejectionOf({ ...valid, subject: '' });
    await rejectionOf({ ...valid, subject: 'x'.repeat(201) });
    await rejectionOf({ ...valid, text: '' });
  });

  it('writes nothing for a rejected mail', async () => {
    const before = await outboxCount();
    await rejectionOf({ ...valid, subject: 'a\r\nb' });
    expect(await outboxCount()).toBe(before);
  });

  it('writes the mail in the caller’s transaction: gone when the transaction rolls back', async () => {
    const before = await outboxCount();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, valid);
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(await outboxCount()).toBe(before);
  });

  it('writes the mail in the caller’s transaction: there when it commits', async () => {
    const { id } = await database.db.transaction((tx) => enqueueMail(tx, valid));
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(rows).toHaveLength(1);
  });
});
