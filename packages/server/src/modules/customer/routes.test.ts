import { COLLECT_MAIL_MAX_LENGTH } from '@airshop/domain/catalog/sales-contacts';
import { GUEST_ID_COOKIE } from '@airshop/domain/site/constants';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMailClicks, salesContacts } from '../../db/schema.ts';
import { loadTestCatalog } from '../../testing/demo-catalog.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { COLLECT_MAIL_LIMIT_PER_IP } from './collect-mail.ts';

const t = useTestApp();
let dispose = () => {};
let contactEmail = '';

beforeAll(async () => {
  const catalog = await loadTestCatalog(t.database.db);
  dispose = catalog.dispose;
  const contacts = await t.database.db.select().from(salesContacts);
  const email = contacts.flatMap((c) => c.channels).find((c) => c.type === 'Email' && c.text.includes('.'));
  contactEmail = email?.text as string;
  expect(contactEmail).toMatch(/@/);
}, 120_000);
afterAll(() => dispose());

let ip = 0;
/** Each test posts from its own client network, so the rate limit of one does not reach another. */
const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.9.${++ip}.1`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Customer/CollectMail',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
    remoteAddress,
  });

const clicks = () =>
  t.database.db.select().from(contactMailClicks).orderBy(desc(contactMailClicks.clickedAt));

describe('POST /api/v1/Customer/CollectMail', () => {
  it('records the clicked address with the page language and the guest id, and answers 204', async () => {
    const response = await post(
      { Email: contactEmail },
      { 'x-lang': 'sv', cookie: `${GUEST_ID_COOKIE}=guest-1234abcd` },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await clicks();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: contactEmail, locale: 'sv', guestId: 'guest-1234abcd' });
  });

  it('takes the bare JSON string too, and stores the address as the contact has it', async () => {
    const before = (await clicks()).length;
    const response = await post(contactEmail.toUpperCase());
    expect(response.statusCode).toBe(204);
    const rows = await clicks();
    expect(rows).toHaveLength(before + 1);
    expect(rows.map((r) => r.email)).toEqual([contactEmail, contactEmail]);
    expect(rows.some((r) => r.locale === 'en' && r.guestId === null)).toBe(true);
  });

  it('rejects an address that is no sales contact’s, writing nothing', async () => {
    const before = (await clicks()).length;
    const response = await post({ Email: 'someone@elsewhere.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ in: 'body', path: ['Email'] }],
    });
    expect(await clicks()).toHaveLength(before);
  });

  it('rejects what is not an e-mail address, an address that is too long and an empty body', async () => {
    const before = (await clicks()).length;
    for (const payload of [
      { Email: 'not an address' },
      { Email: `${'a'.repeat(COLLECT_MAIL_MAX_LENGTH)}@kvistra-air.example` },
      {},
      42,
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/Customer/CollectMail' });
    expect(empty.statusCode).toBe(400);
    expect(await clicks()).toHaveLength(before);
  });

  it('limits the clicks of one client address, with Retry-After', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < COLLECT_MAIL_LIMIT_PER_IP.max; i++) {
      expect((await post({ Email: contactEmail }, {}, address)).statusCode).toBe(204);
    }
    const before = (await clicks()).length;
    const limited = await post({ Email: contactEmail }, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await clicks()).toHaveLength(before);
    // Another visitor is not affected.
    expect((await post({ Email: contactEmail })).statusCode).toBe(204);
  });
});
