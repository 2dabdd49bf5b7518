import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, SCRYPT_PARAMS, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('stores scrypt with its parameters and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery');
    const { N, r, p } = SCRYPT_PARAMS;
    expect(stored).toMatch(
      new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`),
    );
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
  });

  it('verifies hashes made with other parameters and refuses malformed or oversized ones', async () => {
    const stored = await hashPassword('pässword ✓');
    expect(await verifyPassword('pa\u0308ssword ✓', stored)).toBe(true); // NFC: the same text typed differently
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', stored.replace(/^scrypt\$\d+/, 'scrypt$1000'))).toBe(false);
    expect(await verifyPassword('x', stored.replace(/^scrypt\$\d+/, `scrypt$${2 ** 24}`))).toBe(false);
  });

  it('has one dummy hash per process that no password matches by accident', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
