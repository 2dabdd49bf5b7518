import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../account/auth.ts';
import { LOCALES } from '../i18n/locales.ts';

/*
 * POST /api/v1/Form/NewsletterSignup: the demo's embedded marketing form (public/forms/newsletter-form.js) signs a
 * visitor up for the newsletter; the back office receives the sign-up as a mail (ADR 0021).
 */

/** Control characters and the Unicode line/paragraph separators: none belongs in an address or a mail header. */
const LINE_BREAKS_OR_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/u;

export const newsletterSignupBodySchema = z
  .object({
    Email: z
      .string()
      .max(EMAIL_MAX_LENGTH)
      .refine((value) => !LINE_BREAKS_OR_CONTROLS.test(value), 'must not contain line breaks')
      .transform((value) => value.trim())
      .pipe(z.email().max(EMAIL_MAX_LENGTH)),
    /** The language of the page the visitor signed up on; the newsletter is sent in it. */
    Locale: z.enum(LOCALES),
  })
  .meta({ id: 'NewsletterSignup' });
export type NewsletterSignupBody = z.infer<typeof newsletterSignupBodySchema>;
