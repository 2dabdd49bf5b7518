/*
 * The address fields' limits without zod, so the browser's address dialog can use them (web code must not load
 * the schemas). `addresses.ts` builds its schema from these.
 */
export const ADDRESS_LIMITS = {
  Name: 100,
  Line1: 100,
  Line2: 100,
  PostalCode: 20,
  City: 80,
} as const;
