import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, PASSWORD_MIN_LENGTH, signInBodySchema, signUpBodySchema } from './auth.ts';

const signUp = {
  Company: { CustomerNumber: 'C-1001' },
  FirstName: 'Ada',
  LastName: 'Lind',
  Email: ' Ada.Lind@Example.COM ',
  Password: 'correct horse battery',
  Market: 'se',
  Language: 'sv',
};

describe('auth bodies', () => {
  it('normalises the e-mail address', () => {
    expect(signUpBodySchema.parse(signUp).Email).toBe('ada.lind@example.com');
    expect(signInBodySchema.parse({ Email: 'A@B.se', Password: 'x' }).Email).toBe('a@b.se');
  });

  it('takes either a customer number or a new company name, not both', () => {
    expect(signUpBodySchema.safeParse({ ...signUp, Company: { NewCompanyName: 'Vent AB' } }).success).toBe(
      true,
    );
    expect(
      signUpBodySchema.safeParse({ ...signUp, Company: { CustomerNumber: 'C-1', NewCompanyName: 'Vent AB' } })
        .success,
    ).toBe(false);
    expect(signUpBodySchema.safeParse({ ...signUp, Company: {} }).success).toBe(false);
  });

  it('enforces the password length at sign-up', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(signUpBodySchema.safeParse({ ...signUp, Password: short }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ ...signUp, Password: ' '.repeat(12) }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ ...signUp, Password: 'x'.repeat(129) }).success).toBe(false);
  });

  it('holds a changed password to the sign-up rule and asks for the current one', () => {
    for (const password of [
      'x'.repeat(PASSWORD_MIN_LENGTH - 1),
      ' '.repeat(20),
      'x'.repeat(129),
      'a fine new passphrase 7',
    ]) {
      const atSignUp = signUpBodySchema.safeParse({ ...signUp, Password: password }).success;
      const atChange = changePasswordBodySchema.safeParse({
        CurrentPassword: 'old',
        Password: password,
      }).success;
      expect(atChange, password).toBe(atSignUp);
    }
    expect(
      changePasswordBodySchema.safeParse({ CurrentPassword: 'old', Password: 'a fine new passphrase 7' })
        .success,
    ).toBe(true);
    expect(
      changePasswordBodySchema.safeParse({ CurrentPassword: '', Password: 'a fine new passphrase 7' })
        .success,
    ).toBe(false);
  });

  it('refuses an unknown language and a malformed guest id', () => {
    expect(signUpBodySchema.safeParse({ ...signUp, Language: 'xx' }).success).toBe(false);
    expect(signInBodySchema.safeParse({ Email: 'a@b.se', Password: 'x', GuestId: '../x' }).success).toBe(
      false,
    );
  });
});
