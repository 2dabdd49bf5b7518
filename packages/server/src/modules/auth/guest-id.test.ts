import { GUEST_ID_COOKIE } from '@airshop/domain/constants';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueGuestIdOnPages } from './guest-id.ts';
import { setCookieValue } from './test-accounts.ts';

/* The pages' guest-id hook on a bare server: the API test app renders no pages. */
const app = Fastify();
beforeAll(async () => {
  await app.register(fastifyCookie);
  app.addHook('onRequest', issueGuestIdOnPages({ secureCookies: true }));
  app.get('/*', async (request) => ({ seen: request.cookies[GUEST_ID_COOKIE] ?? null }));
  await app.ready();
});
afterAll(() => app.close());

const HTML = { accept: 'text/html,application/xhtml+xml' };

describe('the guest id on pages', () => {
  it('is issued to a browser opening a page without one, and the page already sees it', async () => {
    const response = await app.inject({ url: '/sv/products', headers: HTML });
    const guestId = setCookieValue(response.headers, GUEST_ID_COOKIE);
    expect(guestId).toMatch(/^[0-9a-f]{32}$/);
    expect(response.json().seen).toBe(guestId);
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly; Secure; SameSite=Lax/);
  });

  it('is kept when present, and not issued to assets or API calls', async () => {
    const kept = await app.inject({
      url: '/sv',
      headers: { ...HTML, cookie: `${GUEST_ID_COOKIE}=abcdef0123456789` },
    });
    expect(kept.headers['set-cookie']).toBeUndefined();
    expect(kept.json().seen).toBe('abcdef0123456789');
    expect((await app.inject({ url: '/assets/app.js' })).headers['set-cookie']).toBeUndefined();
    expect((await app.inject({ url: '/api/v1/Links', headers: HTML })).headers['set-cookie']).toBeUndefined();
  });

  it('replaces a malformed one', async () => {
    const response = await app.inject({
      url: '/sv',
      headers: { ...HTML, cookie: `${GUEST_ID_COOKIE}=<script>` },
    });
    expect(setCookieValue(response.headers, GUEST_ID_COOKIE)).toMatch(/^[0-9a-f]{32}$/);
  });
});
