import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * Memory-hard password hashing with scrypt (node:crypto, no native add-on). The stored form carries its
 * parameters, `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the parameters can be raised later and
 * old hashes still verify.
 */

/** N = 2^15, r = 8: 32 MiB and roughly 50–100 ms per hash on a server core (OWASP's scrypt minimum is 2^17·8·1/4). */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Largest N·r accepted from a stored hash: a tampered row must not make one sign-in allocate gigabytes. */
const MAX_COST = 2 ** 20 * 8;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * p + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid = [N, r, p].every((n) => Number.isSafeInteger(n) && n > 0);
  if (!valid || (N & (N - 1)) !== 0 || N * r > MAX_COST || p > 16) return undefined;
  const salt = Buffer.from(parts[4] as string, 'base64url');
  const key = Buffer.from(parts[5] as string, 'base64url');
  if (salt.length < 8 || key.length !== KEY_LENGTH) return undefined;
  return { N, r, p, salt, key };
}

/** Whether `password` matches `stored`; the comparison takes the same time wherever the bytes differ. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.N, parsed.r, parsed.p);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password with the current parameters, made once per process. Sign-in verifies against it
 * when the e-mail address is unknown, so an unknown address costs the same scrypt work as a known one.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/**
 * The hashing functions as one object, so a test can observe that sign-in verifies a password even for an
 * unknown address (timing itself is too noisy to test).
 */
export const passwordHasher = { hash: hashPassword, verify: verifyPassword };
