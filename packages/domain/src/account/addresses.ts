import { z } from 'zod';
import { countryCodeSchema } from '../catalog/sales-contacts.ts';
import { ADDRESS_LIMITS } from './address-limits.ts';
import { PHONE_MAX_LENGTH, PHONE_MESSAGE, PHONE_PATTERN } from './phone.ts';

/*
 * A customer's contact details and addresses (shop.md §5: "Customer contact: Addresses. Address: Id, IsEditable,
 * a shipping-type marker, AddressType as comma-separated types"). The other address fields are ours; their
 * limits are those of the spec's forms where it has one (PostalCode 20, City 80, phone 30) and common ERP
 * limits otherwise. ADR 0017 records the choices.
 */

/** The closed set of address types. ERP addresses may have several; addresses a user adds are `Shipping`. */
export const ADDRESS_TYPES = ['Shipping', 'Billing', 'Postal', 'Visiting'] as const;
export type AddressTypeName = (typeof ADDRESS_TYPES)[number];

/** The type of every address a user adds or edits: the shop only lets customers manage where goods go. */
export const USER_ADDRESS_TYPE: AddressTypeName = 'Shipping';

export { ADDRESS_LIMITS };

/** How many addresses of its own a company may keep; the ERP's are not counted. */
export const MAX_EDITABLE_ADDRESSES = 100;

/**
 * Parses the spec's comma-separated AddressType (`Shipping,Billing`): blanks around items are ignored, every
 * item must be one of ADDRESS_TYPES (exact case), none twice, at least one. Answers the types in the order of
 * ADDRESS_TYPES, so one set of types has one spelling.
 */
export function parseAddressTypes(value: string): AddressTypeName[] | undefined {
  const items = value.split(',').map((item) => item.trim());
  if (items.some((item) => !(ADDRESS_TYPES as readonly string[]).includes(item))) return undefined;
  if (new Set(items).size !== items.length) return undefined;
  return ADDRESS_TYPES.filter((type) => items.includes(type));
}

export function formatAddressTypes(types: readonly AddressTypeName[]): string {
  return ADDRESS_TYPES.filter((type) => types.includes(type)).join(',');
}

/** AddressType as the API carries it: a valid comma-separated list, answered in its one spelling. */
export const addressTypeListSchema = z
  .string()
  .max(100)
  .transform((value, ctx) => {
    const types = parseAddressTypes(value);
    if (!types) {
      ctx.addIssue({
        code: 'custom',
        message: `a comma-separated list of ${ADDRESS_TYPES.join(', ')}, each at most once`,
      });
      return z.NEVER;
    }
    return formatAddressTypes(types);
  });

const requiredText = (max: number) => z.string().trim().min(1, 'field is required').max(max);
/** An optional text: absent, null or blank all mean "none" (null); `valid` checks only a present value. */
const optionalText = (max: number, valid: (value: string) => boolean = () => true, message = '') =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || valid(value), message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/**
 * POST Customer/Contact/Addresses and PUT Customer/Contact/Addresses/{id}. Id, IsEditable, IsShipping and
 * AddressType are the server's: a body carrying them (a client sending a whole Address back) has them ignored.
 */
export const addressBodySchema = z
  .object({
    Name: requiredText(ADDRESS_LIMITS.Name),
    Line1: requiredText(ADDRESS_LIMITS.Line1),
    Line2: optionalText(ADDRESS_LIMITS.Line2),
    PostalCode: requiredText(ADDRESS_LIMITS.PostalCode),
    City: requiredText(ADDRESS_LIMITS.City),
    CountryCode: countryCodeSchema,
    Phone: optionalText(PHONE_MAX_LENGTH, (value) => PHONE_PATTERN.test(value), PHONE_MESSAGE),
  })
  .meta({ id: 'AddressBody' });
export type AddressBody = z.infer<typeof addressBodySchema>;
export type AddressBodyInput = z.input<typeof addressBodySchema>;

export const addressSchema = z
  .object({
    Id: z.string(),
    /** False for addresses from the ERP: they are shown and chosen, never changed in the shop. */
    IsEditable: z.boolean(),
    /** The spec's shipping-type marker: AddressType includes Shipping. */
    IsShipping: z.boolean(),
    AddressType: z.string(),
    Name: z.string(),
    Line1: z.string(),
    Line2: z.string().nullable(),
    PostalCode: z.string(),
    City: z.string(),
    CountryCode: z.string(),
    Phone: z.string().nullable(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;

/** `{id}` of PUT and DELETE Customer/Contact/Addresses/{id}: it must not be empty (shop.md §6). */
export const addressParamsSchema = z.object({
  id: z.string().trim().min(1, 'an address id is required').max(100),
});

/**
 * GET Customer/Contact: the signed-in person, their company and its addresses — the ERP's first (as the
 * checkout prefers them), then the company's own in the order they were added.
 */
export const customerContactSchema = z
  .object({
    FirstName: z.string(),
    LastName: z.string(),
    Name: z.string(),
    Email: z.string(),
    Phone: z.string().nullable(),
    /** Null for a user without a company (the maker's staff), who also has no addresses. */
    CompanyName: z.string().nullable(),
    /** Null also for a company the back office has not completed yet (a sign-up that asked for one). */
    CustomerNumber: z.string().nullable(),
    Addresses: z.array(addressSchema),
  })
  .meta({ id: 'CustomerContact' });
export type CustomerContact = z.infer<typeof customerContactSchema>;
