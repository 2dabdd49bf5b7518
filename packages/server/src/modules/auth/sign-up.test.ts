import { signUpResultSchema } from '@airshop/domain/account/auth';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, userStatusEvents, users } from '../../db/schema/accounts.ts';
import { insertTestAccount } from '../../testing/test-accounts.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { verifyPassword } from './password-hash.ts';
import { SIGN_UP_LIMIT_PER_IP } from './sign-up.ts';

const t = useTestApp();
let n = 0;

/** Sign-ups from distinct networks unless told otherwise, so the per-network limit is tested on its own. */
const signUp = (
  company: Record<string, string>,
  overrides: Record<string, unknown> = {},
  remoteAddress?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/Customer/SignUp',
    remoteAddress: remoteAddress ?? `10.1.${++n}.1`,
    payload: {
      Company: company,
      FirstName: 'Ada',
      LastName: 'Lind',
      Email: `ada.${++n}@signup.example`,
      Password: 'correct horse battery',
      Market: 'SE',
      Language: 'sv',
      ...overrides,
    },
  });

async function customerNumberOf(companyId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ number: companies.customerNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.number as string;
}

async function userByEmail(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

let withAdmin: string;
let withoutAdmin: string;

beforeAll(async () => {
  const admin = await insertTestAccount(t.database.db, { roles: ['site', 'webshop', 'companyAdmin'] });
  withAdmin = await customerNumberOf(admin.companyId);
  const buyer = await insertTestAccount(t.database.db);
  withoutAdmin = await customerNumberOf(buyer.companyId);
});

describe('POST Customer/SignUp', () => {
  it('joins a company with a company admin: waiting for the company admin (3), recorded', async () => {
    const response = await signUp({ CustomerNumber: withAdmin }, { Email: 'Joiner.One@Signup.example' });
    expect(response.statusCode).toBe(201);
    expect(signUpResultSchema.parse(response.json())).toEqual({
      UserStatus: 3,
      UserStatusName: 'Waiting for company admin approval',
    });
    const user = await userByEmail('joiner.one@signup.example');
    expect(user).toMatchObject({ status: 3, locale: 'sv', marketId: 'SE', firstName: 'Ada', canLogin: true });
    expect(await verifyPassword('correct horse battery', user.passwordHash as string)).toBe(true);
    const events = await t.database.db
      .select()
      .from(userStatusEvents)
      .where(eq(userStatusEvents.userId, user.id));
    expect(events).toEqual([expect.objectContaining({ fromStatus: 1, toStatus: 3, actorUserId: null })]);
    // Not signed in by signing up.
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('joins a company without a company admin: waiting for the back office (4)', async () => {
    const response = await signUp({ CustomerNumber: withoutAdmin });
    expect(response.json()).toMatchObject({ UserStatus: 4 });
  });

  it('asks for a new company: a requested company without number, the user waiting for the back office', async () => {
    const response = await signUp(
      { NewCompanyName: 'Ventilation Nord AB' },
      { Email: 'new.co@signup.example' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ UserStatus: 4 });
    const user = await userByEmail('new.co@signup.example');
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, user.companyId as string));
    expect(company).toMatchObject({ name: 'Ventilation Nord AB', status: 'requested', customerNumber: null });
    expect(company?.marketId).toBe('SE');
  });

  it('answers 409 for an address that has an account, in any case', async () => {
    await signUp({ CustomerNumber: withoutAdmin }, { Email: 'twice@signup.example' });
    const again = await signUp({ NewCompanyName: 'Other AB' }, { Email: 'TWICE@signup.example' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    // The refused sign-up created no company.
    const others = await t.database.db.select().from(companies).where(eq(companies.name, 'Other AB'));
    expect(others).toHaveLength(0);
  });

  it('lets only one of two simultaneous sign-ups with one address through', async () => {
    const email = 'race@signup.example';
    const answers = await Promise.all([
      signUp({ CustomerNumber: withoutAdmin }, { Email: email }),
      signUp({ CustomerNumber: withoutAdmin }, { Email: email.toUpperCase() }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses an unknown customer number, an unknown market and a short password with 400', async () => {
    const unknown = await signUp({ CustomerNumber: 'NO-SUCH-NUMBER' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].path).toBe('Company.CustomerNumber');
    expect((await signUp({ NewCompanyName: 'X AB' }, { Market: 'XX' })).statusCode).toBe(400);
    expect((await signUp({ NewCompanyName: 'X AB' }, { Password: 'short' })).statusCode).toBe(400);
  });

  it('refuses weak passwords (ASVS 5 §6.2): short, on the list of common ones, or the person’s own name or address', async () => {
    for (const Password of ['1234567890', 'aaaaaaaaaa', 'password12']) {
      const short = await signUp({ NewCompanyName: 'Weak AB' }, { Password });
      expect(short.statusCode).toBe(400);
      expect(short.json().details[0].path).toEqual(['Password']);
    }
    for (const Password of ['password1234', 'QWERTYUIOP12', 'passwordpassword']) {
      const common = await signUp({ NewCompanyName: 'Weak AB' }, { Password });
      expect(common.statusCode).toBe(400);
      expect(common.json().details).toEqual([
        expect.objectContaining({ path: 'Password', refusal: 'common' }),
      ]);
    }
    const personal = await signUp(
      { NewCompanyName: 'Weak AB' },
      {
        Email: 'nora.fischer@weak.example',
        FirstName: 'Nora',
        LastName: 'Fischer',
        Password: 'Nora.Fischer-2026',
      },
    );
    expect(personal.statusCode).toBe(400);
    expect(personal.json().details[0].path).toEqual(['Password']);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'nora.fischer@weak.example')),
    ).toEqual([]);
    // The demo accounts' password is long and on no list.
    expect(
      (await signUp({ NewCompanyName: 'Strong AB' }, { Password: 'Kvistra-demo-2026' })).statusCode,
    ).toBe(201);
  });

  it('is rate limited per network', async () => {
    const network = '192.0.2.10';
    for (let i = 0; i < SIGN_UP_LIMIT_PER_IP.max; i += 1) {
      expect((await signUp({ NewCompanyName: `Flood ${i}` }, {}, network)).statusCode).toBe(201);
    }
    const limited = await signUp({ NewCompanyName: 'Flood over' }, {}, network);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
