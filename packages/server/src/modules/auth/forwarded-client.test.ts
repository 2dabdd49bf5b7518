import { describe, expect, it } from 'vitest';
import { clientNetworkSubject, hitRateLimit } from '../../platform/rate-limit.ts';
import { insertTestAccount } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { SIGN_IN_LIMIT_PER_IP } from './sign-in.ts';

/*
 * Who the client is, as rate limits and logs see it: a neighbouring address or a made-up X-Forwarded-For must
 * not give a fresh budget, and only the configured proxy may name the client and the request id.
 */
const PROXY = '192.0.2.10';
const t = useTestApp({ TRUST_PROXY: `${PROXY},2001:db8:ffff::/48` });

const signIn = (email: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Customer/SignIn',
    payload: { Email: email, Password: 'a wrong password' },
    remoteAddress,
    headers,
  });

/** Uses up the sign-in budget of the network of `address`. */
async function exhaustNetwork(address: string): Promise<void> {
  for (let i = 0; i < SIGN_IN_LIMIT_PER_IP.max; i += 1) {
    await hitRateLimit(t.database.db, SIGN_IN_LIMIT_PER_IP, clientNetworkSubject(address));
  }
}

describe('rate limits per client network', () => {
  it('count a neighbouring IPv4 address in the same /24 and IPv6 address in the same /64', async () => {
    const { email } = await insertTestAccount(t.database.db);
    await exhaustNetwork('198.51.100.7');
    expect((await signIn(email, '198.51.100.8')).statusCode).toBe(429);
    expect((await signIn(email, '198.51.101.8')).statusCode).toBe(401);
    await exhaustNetwork('2001:db8:1:2::7');
    expect((await signIn(email, '2001:db8:1:2:abcd::9')).statusCode).toBe(429);
    expect((await signIn(email, '2001:db8:1:3::7')).statusCode).toBe(401);
  });

  it('ignore X-Forwarded-For from a client that is no configured proxy', async () => {
    const { email } = await insertTestAccount(t.database.db);
    await exhaustNetwork('203.0.113.5');
    for (const forwarded of ['198.18.0.1', '10.9.8.7', `${PROXY}, 198.18.0.2`]) {
      const response = await signIn(email, '203.0.113.5', { 'x-forwarded-for': forwarded });
      expect(response.statusCode, forwarded).toBe(429);
    }
  });

  it('count the client a configured proxy names, not the proxy', async () => {
    const { email } = await insertTestAccount(t.database.db);
    await exhaustNetwork('198.18.5.1');
    expect((await signIn(email, PROXY, { 'x-forwarded-for': '198.18.5.99' })).statusCode).toBe(429);
    expect((await signIn(email, `::ffff:${PROXY}`, { 'x-forwarded-for': '198.18.5.98' })).statusCode).toBe(
      429,
    );
    expect((await signIn(email, '2001:db8:ffff:1::2', { 'x-forwarded-for': '198.18.5.97' })).statusCode).toBe(
      429,
    );
    // A client behind the proxy cannot add its own entry in front: the proxy appends the address it saw.
    const spoofed = await signIn(email, PROXY, { 'x-forwarded-for': '198.18.77.1, 198.18.5.96' });
    expect(spoofed.statusCode).toBe(429);
    expect((await signIn(email, PROXY, { 'x-forwarded-for': '198.18.6.1' })).statusCode).toBe(401);
  });
});

describe('X-Request-Id', () => {
  const health = (remoteAddress: string, id: string) =>
    t.app.inject({ url: '/api/health', remoteAddress, headers: { 'x-request-id': id } });

  it('is adopted from a configured proxy only', async () => {
    expect((await health(PROXY, 'lb-4711')).headers['x-request-id']).toBe('lb-4711');
    const fromClient = await health('203.0.113.77', 'lb-4711');
    expect(fromClient.headers['x-request-id']).not.toBe('lb-4711');
    expect(String(fromClient.headers['x-request-id'])).toMatch(/^[\w-]+-[0-9a-z]+$/);
  });

  it('is not adopted when it could garble a log line, even from the proxy', async () => {
    const long = 'x'.repeat(129);
    expect((await health(PROXY, long)).headers['x-request-id']).not.toBe(long);
    expect((await health(PROXY, 'two words')).headers['x-request-id']).not.toBe('two words');
  });
});
