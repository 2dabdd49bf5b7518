import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordKey,
} from '@airshop/domain/account/password-policy';

/** The 100,000 most common passwords, one a line (see reference-data/README.md for where the list comes from). */
export const COMMON_PASSWORDS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../reference-data/common-passwords-100k.txt',
);

let common: ReadonlySet<string> | undefined;

/**
 * The list's entries a new password could equal: shorter and longer ones are refused by length anyway, so
 * the set held in memory is a few hundred entries, not 100,000. Read once, on the first password chosen.
 */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => passwordKey(line.trim()))
      .filter((entry) => entry.length >= PASSWORD_MIN_LENGTH && entry.length <= PASSWORD_MAX_LENGTH),
  );
  return common;
}

/** Whether the password is on the list, in any case ("Password1234" is as guessable as "password1234"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(passwordKey(password));
}
