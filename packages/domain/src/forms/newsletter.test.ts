import { describe, expect, it } from 'vitest';
import { newsletterSignupBodySchema } from './newsletter.ts';

describe('the newsletter sign-up body', () => {
  it('takes one plain address and a site locale, trimmed', () => {
    expect(newsletterSignupBodySchema.parse({ Email: ' Anna@Planner.example ', Locale: 'de-AT' })).toEqual({
      Email: 'Anna@Planner.example',
      Locale: 'de-AT',
    });
  });

  it('refuses addresses that could carry another header or recipient', () => {
    for (const Email of [
      'a@example.com\r\nBcc: victim@example.com',
      'a@example.com\nBcc: victim@example.com',
      'a@example.com\u2028Bcc: victim@example.com',
      'a@example.com, b@example.com',
      'Someone <a@example.com>',
      'not-an-address',
      '',
      `${'x'.repeat(95)}@example.com`,
    ]) {
      expect(
        newsletterSignupBodySchema.safeParse({ Email, Locale: 'en' }).success,
        JSON.stringify(Email),
      ).toBe(false);
    }
  });

  it('refuses a locale the site does not have', () => {
    expect(newsletterSignupBodySchema.safeParse({ Email: 'a@example.com', Locale: 'xx' }).success).toBe(
      false,
    );
    expect(newsletterSignupBodySchema.safeParse({ Email: 'a@example.com' }).success).toBe(false);
  });
});
