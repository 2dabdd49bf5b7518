import { describe, expect, it } from 'vitest';
import { signUpBodySchema } from './auth.ts';
import { isPersonalPassword, PASSWORD_MIN_LENGTH, passwordRefusal } from './password-policy.ts';

const owner = { email: 'nora.fischer@brandt.example', firstName: 'Nora', lastName: 'Fischer' };

const signUp = {
  Company: { CustomerNumber: '200202' },
  FirstName: 'Nora',
  LastName: 'Fischer',
  Email: 'nora.fischer@brandt.example',
  Password: 'correct horse battery',
  Market: 'DE',
  Language: 'de',
};

describe('password rule (ASVS 5 §6.2)', () => {
  it('asks for at least 12 characters: the weak passwords of issue 13 are too short', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    for (const weak of ['1234567890', 'aaaaaaaaaa', 'password12', 'x'.repeat(11)]) {
      expect(signUpBodySchema.safeParse({ ...signUp, Password: weak }).success).toBe(false);
    }
    expect(signUpBodySchema.safeParse({ ...signUp, Password: 'x'.repeat(12) }).success).toBe(true);
    // The demo accounts' password stays valid.
    expect(signUpBodySchema.safeParse({ ...signUp, Password: 'Kvistra-demo-2026' }).success).toBe(true);
  });

  it('refuses the owner’s e-mail address, its local part and names, in any case', () => {
    expect(isPersonalPassword('nora.fischer@brandt.example', owner)).toBe(true);
    expect(isPersonalPassword('NORA.FISCHER-2026!', owner)).toBe(true);
    expect(isPersonalPassword('my name is nora and I vent', owner)).toBe(true);
    expect(isPersonalPassword('fischer fischer fischer', owner)).toBe(true);
    expect(isPersonalPassword('correct horse battery', owner)).toBe(false);
    // Two-letter names say nothing about a long passphrase.
    expect(isPersonalPassword('a quiet little fan', { firstName: 'Li' })).toBe(false);
  });

  it('names why: common before personal; nothing when neither applies', () => {
    const isCommon = (password: string) => password === 'password1234';
    expect(passwordRefusal('password1234', owner, isCommon)).toBe('common');
    expect(passwordRefusal('nora-fischer-1', owner, isCommon)).toBe('personal');
    expect(passwordRefusal('correct horse battery', owner, isCommon)).toBeUndefined();
  });

  it('gives the sign-up body a Password issue with the reason, for the form to translate', () => {
    const parsed = signUpBodySchema.safeParse({ ...signUp, Password: 'Fischer-Lüftung-2026' });
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((found) => found.path.join('.') === 'Password');
    expect(issue).toMatchObject({ code: 'custom', params: { refusal: 'personal' } });
  });
});
