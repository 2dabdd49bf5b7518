import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import {
  isPersonalPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REFUSAL_MESSAGES,
} from './password-policy.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/*
 * Sign-in, sign-up and password-reset bodies (issue 4 §3). Field names are PascalCase like the spec's other
 * bodies. ADR 0015 records the choices: what a duplicate e-mail answers; the password rule is password-policy.ts.
 */

/** The mail outbox's address limit, so every account can receive its mails (longer addresses are very rare). */
export const EMAIL_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const RETURN_URL_MAX_LENGTH = 2000;

/** E-mail addresses compare without regard to case and surrounding blanks (the users table's unique index). */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

/** Sign-in needs only a present password: length rules apply when a password is set, not when it is tried. */
const signInPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => password.trim().length > 0, 'not only blanks');

const localeSchema = z.enum(LOCALES);

/** The GuestId cookie's format (the server issues 128 random bits in hex); also what sign-in may carry over. */
export const GUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const guestIdSchema = z.string().regex(GUEST_ID_PATTERN);

/** POST /api/v1/Customer/SignIn */
export const signInBodySchema = z
  .object({
    Email: emailSchema,
    Password: signInPasswordSchema,
    /** Where to go after signing in; only a path of this site is kept (see return-url.ts). */
    ReturnUrl: z.string().max(RETURN_URL_MAX_LENGTH).optional(),
    /** The guest identity the visitor had, carried over to the signed-in session. */
    GuestId: guestIdSchema.optional(),
    Language: localeSchema.optional(),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.infer<typeof signInBodySchema>;

const personName = z.string().trim().min(1).max(NAME_MAX_LENGTH);

/** Join an existing company by its customer number (from an invoice or the ERP). */
export const joinCompanySchema = z
  .object({ CustomerNumber: z.string().trim().min(1).max(40) })
  .strict()
  .meta({ id: 'SignUpJoinCompany' });

/** Ask for a new company; the back office completes it (customer number, price group) or rejects it. */
export const newCompanySchema = z
  .object({
    NewCompanyName: z.string().trim().min(1).max(COMPANY_NAME_MAX_LENGTH),
  })
  .strict()
  .meta({ id: 'SignUpNewCompany' });

export const signUpCompanySchema = z.union([joinCompanySchema, newCompanySchema]);
export type SignUpCompany = z.infer<typeof signUpCompanySchema>;

/** POST /api/v1/Customer/SignUp */
export const signUpBodySchema = z
  .object({
    Company: signUpCompanySchema,
    FirstName: personName,
    LastName: personName,
    Email: emailSchema,
    Password: newPasswordSchema,
    Phone: z.string().trim().max(40).optional(),
    /** Market id (e.g. `SE`) of a new company; joining a company takes the company's market. */
    Market: z.string().trim().min(1).max(20),
    Language: localeSchema,
  })
  // The password must not be built from the person's own address or name (ASVS 5 §6.2.11): known right here.
  // The list of common passwords is the server's part of the rule (password-policy.ts).
  .superRefine((body, issues) => {
    const owner = { email: body.Email, firstName: body.FirstName, lastName: body.LastName };
    if (isPersonalPassword(body.Password, owner)) {
      issues.addIssue({
        code: 'custom',
        path: ['Password'],
        message: PASSWORD_REFUSAL_MESSAGES.personal,
        params: { refusal: 'personal' },
      });
    }
  })
  .meta({ id: 'SignUpBody' });
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** What a sign-up answers: the status the new account starts in (3 or 4 of the user-status list). */
export const signUpResultSchema = z
  .object({ UserStatus: z.number().int(), UserStatusName: z.string() })
  .meta({ id: 'SignUpResult' });
export type SignUpResult = z.infer<typeof signUpResultSchema>;

/** POST /api/v1/Customer/PasswordReset — always 204, whether or not the address is known. */
export const passwordResetRequestSchema = z
  .object({ Email: emailSchema, Language: localeSchema.optional() })
  .meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The reset token in the e-mailed link: 256 random bits, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How long an e-mailed reset link works (and the page keeps its token in a cookie). */
export const RESET_TOKEN_LIFETIME_SECONDS = 3600;

/** POST /api/v1/Customer/PasswordReset/Complete */
export const passwordResetCompleteSchema = z
  .object({ Token: z.string().regex(RESET_TOKEN_PATTERN), Password: newPasswordSchema })
  .meta({ id: 'PasswordResetComplete' });
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/**
 * POST /api/v1/Customer/ChangePassword: the current password proves the person at the keyboard is the account's
 * owner; the new one follows the same rule as sign-up and reset (`newPasswordSchema`).
 */
export const changePasswordBodySchema = z
  .object({ CurrentPassword: signInPasswordSchema, Password: newPasswordSchema })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
