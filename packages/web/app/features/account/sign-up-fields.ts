/** The sign-up form's fields, as posted; `companyChoice` says which of the company fields counts. */
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

export type SignUpValues = Record<(typeof SIGN_UP_FIELDS)[number], string>;
