import { z } from 'zod';
import { COUNTRY_CODES, TELEPHONE_CODES } from '../../i18n/countries.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { emailField, mustBeTrue, optionalLine, requiredLine, requiredPhone } from '../text-fields.ts';

/*
 * Who sends a retrofit-fans or warranty-claim form and how to reach them (ADR 0076): the spare-part enquiry's
 * contact fields and limits (spec §5), in its camelCase, so the three `Form/Send…` calls read alike.
 */

export const CONTACT_LIMITS = {
  companyName: 100,
  firstName: 50,
  lastName: 50,
  email: 100,
  telephone: 30,
  address1: 250,
  address2: 250,
  city: 80,
  postalCode: 20,
} as const;
const L = CONTACT_LIMITS;

export const contactFields = {
  companyName: requiredLine(L.companyName),
  firstName: requiredLine(L.firstName),
  lastName: requiredLine(L.lastName),
  email: emailField(L.email),
  telephoneCountryCode: z.enum(TELEPHONE_CODES),
  telephone: requiredPhone(L.telephone),
  /** Where the unit stands: the site an engineer or a delivery goes to. */
  address1: requiredLine(L.address1),
  address2: optionalLine(L.address2),
  city: requiredLine(L.city),
  postalCode: requiredLine(L.postalCode),
  country: z.enum(COUNTRY_CODES),
  termsAndConditions: mustBeTrue('terms'),
  agreementToContacted: mustBeTrue('agreement'),
  /** The locale of the page: the confirmation mail is written in it. */
  salesUnit: z.enum(LOCALES),
};
