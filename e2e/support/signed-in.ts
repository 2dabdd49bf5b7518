import { type Browser, type BrowserContextOptions, request } from '@playwright/test';

/*
 * Signed-in browser contexts for tests about what a signed-in person sees, not about signing in (the sign-in
 * pages have their own tests in accounts.spec.ts). Sign-in is rate limited per address, 10 in 15 minutes
 * (packages/server/src/modules/auth/sign-in.ts), and the suite as a whole would sign the same demo buyer in more
 * often than that: so each worker signs an account in once, through the API, and every new context starts
 * with that session's cookies. Nothing here signs out: a test that clears its context's cookies ends only its
 * own copy, the session stays valid for the next test.
 */

type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof request.newContext>>['storageState']>>;

export const DEMO_PASSWORD = 'Kvistra-demo-2026';

const sessions = new Map<string, Promise<StorageState>>();

/** The server under test (playwright.config.ts picks the port once and hands it down to every worker). */
function baseURL(): string {
  return `http://127.0.0.1:${process.env.E2E_PORT}`;
}

function signIn(email: string): Promise<StorageState> {
  return (async () => {
    const api = await request.newContext({ baseURL: baseURL() });
    try {
      const response = await api.post('/api/v1/Customer/SignIn', {
        data: { Email: email, Password: DEMO_PASSWORD },
      });
      if (response.status() !== 200) {
        throw new Error(`Signing in ${email} answered ${response.status()}: ${await response.text()}`);
      }
      return await api.storageState();
    } finally {
      await api.dispose();
    }
  })();
}

/** The cookies of a session of `email` (a demo account), signed in once per worker. */
export function sessionOf(email: string): Promise<StorageState> {
  let session = sessions.get(email);
  if (!session) {
    session = signIn(email);
    // A failed sign-in is not kept: the next test tries again and reports its own failure.
    session.catch(() => sessions.delete(email));
    sessions.set(email, session);
  }
  return session;
}

/** A new browser context signed in as `email`. */
export async function signedInContext(browser: Browser, email: string, options: BrowserContextOptions = {}) {
  return browser.newContext({ ...options, storageState: await sessionOf(email) });
}
