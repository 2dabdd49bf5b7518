import { describe, expect, it } from 'vitest';
import {
  checkChangePassword,
  checkNewPasswordTwice,
  checkSignUp,
  type SignUpValues,
} from './account-checks.ts';

const PASSWORD = 'violet-harbour-7291';

const signUp: SignUpValues = {
  companyChoice: 'existing',
  CustomerNumber: 'C-1001',
  NewCompanyName: '',
  FirstName: 'Ann',
  LastName: 'Berg',
  Email: 'ann@example.com',
  Phone: '',
  Password: PASSWORD,
  Language: 'sv',
};

describe('the sign-up check', () => {
  it('builds the API body: the chosen company kind, the market, no blank phone', () => {
    const checked = checkSignUp(signUp, 'SE');
    expect(checked.ok && checked.body).toEqual({
      Company: { CustomerNumber: 'C-1001' },
      FirstName: 'Ann',
      LastName: 'Berg',
      Email: 'ann@example.com',
      Password: PASSWORD,
      Market: 'SE',
      Language: 'sv',
    });
  });

  it('names the field of the chosen company kind, not the union the body holds', () => {
    const checked = checkSignUp({ ...signUp, companyChoice: 'new', CustomerNumber: 'C-1001' }, 'SE');
    expect(checked.ok).toBe(false);
    expect(checked.errors).toEqual({ fields: { NewCompanyName: { page: 'validation', key: 'required' } } });
  });

  it('refuses a password made of the person’s own name, with the password rule’s words', () => {
    const checked = checkSignUp({ ...signUp, Password: 'annberg-annberg' }, 'SE');
    expect(checked.errors.fields.Password).toEqual({ page: 'account', key: 'fields/passwordPersonal' });
  });

  it('makes a value the form does not show the form’s message (an unknown language)', () => {
    const checked = checkSignUp({ ...signUp, Language: 'xx' }, 'SE');
    expect(checked.errors.form).toBeUndefined();
    expect(checked.errors.fields.Language).toEqual({ page: 'validation', key: 'invalid' });
    const noMarket = checkSignUp(signUp, '');
    expect(noMarket.errors).toEqual({ fields: {}, form: { page: 'validation', key: 'formInvalid' } });
  });
});

describe('a new password typed twice', () => {
  it('names a different repeat only once the password itself is allowed', () => {
    expect(checkNewPasswordTwice({ Password: PASSWORD, Repeat: 'other' }).errors.fields).toEqual({
      Repeat: { page: 'account', key: 'fields/passwordMismatch' },
    });
    expect(checkNewPasswordTwice({ Password: 'short', Repeat: 'other' }).errors.fields).toEqual({
      Password: { page: 'validation', key: 'minLength', values: { min: 12 } },
    });
  });

  it('sends the change-password body without the repeat', () => {
    const checked = checkChangePassword({ CurrentPassword: 'old', Password: PASSWORD, Repeat: PASSWORD });
    expect(checked.ok && checked.body).toEqual({ CurrentPassword: 'old', Password: PASSWORD });
  });
});
