/*
 * The one rule for a password a person chooses (sign-up, reset, change), after OWASP ASVS 5 §6.2: long enough,
 * not one of the passwords attackers try first, and not made of the person's own e-mail address or name. No
 * composition rules (digits, capitals): they make passwords harder to remember, not harder to guess.
 *
 * The list of common and breached passwords (100,000 entries) lives on the server only: it would weigh more
 * than a page's whole script. Browser code gets the same answer from the server; `isCommon` is how the server
 * plugs its list in.
 */

/** ASVS 5 §6.2.1 asks for at least 8 and recommends 15; 12 keeps passphrases easy and guessing expensive. */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password: bounds the hashing work one request can ask for; long passphrases still fit. */
export const PASSWORD_MAX_LENGTH = 128;

/** Why a password of the right length is refused; each has its own translated sentence in the forms. */
export type PasswordRefusal = 'common' | 'personal';

/** What is known about the person choosing the password: the words it must not be built from. */
export interface PasswordOwner {
  readonly email?: string | undefined;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
}

/**
 * Shorter parts of a name or address are left out: a two-letter name ("Li") inside a long passphrase says
 * nothing about how guessable the passphrase is.
 */
const PERSONAL_WORD_MIN_LENGTH = 3;

/** How passwords are compared with the list and with personal words: the same text in any case. */
export function passwordKey(password: string): string {
  return password.normalize('NFC').toLowerCase();
}

function personalWords({ email, firstName, lastName }: PasswordOwner): string[] {
  const address = email?.trim() ?? '';
  const words = [address, address.split('@')[0] ?? '', firstName?.trim() ?? '', lastName?.trim() ?? ''];
  return words.map(passwordKey).filter((word) => word.length >= PERSONAL_WORD_MIN_LENGTH);
}

/** Whether the password contains the owner's e-mail address, its part before the @, or their first or last name. */
export function isPersonalPassword(password: string, owner: PasswordOwner): boolean {
  const key = passwordKey(password);
  return personalWords(owner).some((word) => key.includes(word));
}

/**
 * Why a password (already within the length bounds) may not be chosen, or undefined when it may. `isCommon`
 * answers for the list of common and breached passwords; without it only the personal check runs.
 */
export function passwordRefusal(
  password: string,
  owner: PasswordOwner,
  isCommon: (password: string) => boolean = () => false,
): PasswordRefusal | undefined {
  if (isCommon(password)) return 'common';
  if (isPersonalPassword(password, owner)) return 'personal';
  return undefined;
}

/** The message a refusal carries in an error's details, so every client can pick its translated sentence. */
export const PASSWORD_REFUSAL_MESSAGES: Record<PasswordRefusal, string> = {
  common: 'This password is too common: it is on the list of passwords attackers try first.',
  personal: 'The password must not contain your e-mail address or your name.',
};
