import {
  changePasswordBodySchema,
  joinCompanySchema,
  newCompanySchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  type SignUpBody,
  signInBodySchema,
  signUpBodySchema,
} from '@airshop/domain/account/auth';
import type { FormErrors } from '../../forms/form-errors.ts';
import { formErrorsOf } from '../../forms/form-errors.ts';
import type { FormValues } from '../../forms/form-values.ts';
import { type Checked, checkWithSchema } from '../../forms/schema-check.ts';

/*
 * The account forms' checks: each one reads the form's values into the API's body and checks it with the
 * body's domain schema. The page's action runs it on every post (with the parts only the server knows: the
 * query's return URL, the market, the reset token); the form runs it in the browser as fields are left.
 */

export const SIGN_IN_FIELDS = ['Email', 'Password'] as const;
export type SignInValues = FormValues<typeof signInBodySchema, (typeof SIGN_IN_FIELDS)[number]>;

export function checkSignIn(
  values: SignInValues,
  context: { ReturnUrl?: string; GuestId?: string; Language?: string } = {},
) {
  return checkWithSchema(signInBodySchema, { ...values, ...context }, values);
}

export const PASSWORD_RESET_REQUEST_FIELDS = ['Email'] as const;
export type PasswordResetRequestValues = FormValues<typeof passwordResetRequestSchema, 'Email'>;

export function checkPasswordResetRequest(values: PasswordResetRequestValues, Language?: string) {
  return checkWithSchema(passwordResetRequestSchema, { ...values, Language }, values);
}

/** The new password typed twice: `Repeat` is the form's own field, compared with `Password`. */
type Repeated = { Repeat: string };

/**
 * The errors of a form with a new password typed twice: the repeat must equal the first, which is only worth
 * saying once the first itself is allowed.
 */
export function repeatedPasswordErrors(found: FormErrors, password: string, repeat: string): FormErrors {
  if (found.fields.Password || repeat === password) return found;
  return {
    ...found,
    fields: { ...found.fields, Repeat: { page: 'account', key: 'fields/passwordMismatch' } },
  };
}

function withRepeat<Body>(checked: Checked<Body>, values: { Password: string } & Repeated): Checked<Body> {
  const errors = repeatedPasswordErrors(checked.errors, values.Password, values.Repeat);
  return checked.ok && !errors.fields.Repeat ? checked : { ok: false, errors };
}

export const PASSWORD_RESET_COMPLETE_FIELDS = ['Password', 'Repeat'] as const;
export type PasswordResetCompleteValues = FormValues<typeof passwordResetCompleteSchema, 'Password'> &
  Repeated;

/** The new password with the token of the reset link, which the action passes from the page's cookie. */
export function checkPasswordResetComplete(values: PasswordResetCompleteValues, Token: string) {
  return withRepeat(
    checkWithSchema(passwordResetCompleteSchema, { Token, Password: values.Password }, values),
    values,
  );
}

/** The browser's part of that check: it cannot read the token's cookie, so it checks the password twice. */
export function checkNewPasswordTwice(values: PasswordResetCompleteValues) {
  return withRepeat(
    checkWithSchema(passwordResetCompleteSchema.pick({ Password: true }), values, values),
    values,
  );
}

export const CHANGE_PASSWORD_FIELDS = ['CurrentPassword', 'Password', 'Repeat'] as const;
export type ChangePasswordValues = FormValues<
  typeof changePasswordBodySchema,
  'CurrentPassword' | 'Password'
> &
  Repeated;

export function checkChangePassword(values: ChangePasswordValues) {
  const { Repeat: _repeat, ...body } = values;
  return withRepeat(checkWithSchema(changePasswordBodySchema, body, values), values);
}

export const SIGN_UP_FIELDS = [
  'companyChoice',
  'CustomerNumber',
  'NewCompanyName',
  'FirstName',
  'LastName',
  'Email',
  'Phone',
  'Password',
  'Language',
] as const;
/** `companyChoice` says which of the two company fields counts; it is the form's, not the body's. */
export type SignUpValues = FormValues<
  typeof signUpBodySchema,
  'FirstName' | 'LastName' | 'Email' | 'Phone' | 'Password' | 'Language'
> &
  FormValues<typeof joinCompanySchema, 'CustomerNumber'> &
  FormValues<typeof newCompanySchema, 'NewCompanyName'> & { companyChoice: string };

/** Blank optional fields are left out rather than sent as empty strings. */
function optional(value: string): string | undefined {
  return value.trim() ? value : undefined;
}

/**
 * Sign-up's body from its form. The market is the one of the site version the visitor is on (the action's
 * and the page's alike). The company is checked with the schema of the chosen kind, so its fields get their
 * own messages (the body's union would only say that neither kind matched).
 */
export function checkSignUp(values: SignUpValues, Market: string): Checked<SignUpBody> {
  const company =
    values.companyChoice === 'new'
      ? { NewCompanyName: values.NewCompanyName }
      : { CustomerNumber: values.CustomerNumber };
  const companyParsed = (values.companyChoice === 'new' ? newCompanySchema : joinCompanySchema).safeParse(
    company,
  );
  const parsed = signUpBodySchema.safeParse({
    Company: companyParsed.success ? companyParsed.data : company,
    FirstName: values.FirstName,
    LastName: values.LastName,
    Email: values.Email,
    Phone: optional(values.Phone),
    Password: values.Password,
    Market,
    Language: values.Language,
  });
  if (parsed.success && companyParsed.success) {
    return { ok: true, body: parsed.data, errors: { fields: {} } };
  }
  // The body's issue about the company only repeats what the company's own schema said about its field.
  const bodyIssues = (parsed.error?.issues ?? []).filter(
    (issue) => companyParsed.success || issue.path[0] !== 'Company',
  );
  const issues = [...(companyParsed.error?.issues ?? []), ...bodyIssues];
  return { ok: false, errors: formErrorsOf(issues, values) };
}
