import { z } from 'zod';
import { addressSchema } from '../account/addresses.ts';
import { phoneSchema } from '../account/phone.ts';
import { countryCodeSchema } from '../catalog/sales-contacts.ts';
import { ORDER_COMMENT_MAX, ORDER_REFERENCE_MAX } from './order-limits.ts';
import { amountSchema } from './product-price.ts';

/*
 * Checkout step 2 (shop.md §2 "Checkout step 2", §4 order submit and address cleanup, §7; issue 16 points 1–3, 6):
 * the order being prepared on the cart (address, the buyer's reference, a comment), the addresses to choose
 * from, the submit and the guest's quote request. ADR 0063.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : value === undefined ? undefined : null));

/** GET Carts/{id}/Order, and the answer of PATCH: what the order will be placed with. */
export const cartOrderSchema = z
  .object({
    /** Null for a buyer who has no cart yet. */
    CartId: z.uuid().nullable(),
    Version: z.number().int(),
    /** One of GET Carts/Default/Addresses; null until chosen (the page's address cleanup chooses one). */
    ShippingAddressId: z.string().nullable(),
    /** The buyer's own purchase-order number. */
    OrderReference: z.string().nullable(),
    /** To the order desk. */
    Comment: z.string().nullable(),
  })
  .meta({ id: 'CartOrder' });
export type CartOrder = z.infer<typeof cartOrderSchema>;

/**
 * PATCH Carts/{id}/Order. Each field present is set (null or blank clears a text); an empty body changes
 * nothing and answers the order as it is (shop.md §5 "updating the order is skipped when the data is empty").
 * An address that is not one of the company's shipping addresses is 404.
 */
export const updateCartOrderSchema = z
  .object({
    ShippingAddressId: z.string().trim().min(1).max(100).optional(),
    OrderReference: optionalText(ORDER_REFERENCE_MAX),
    Comment: optionalText(ORDER_COMMENT_MAX),
  })
  .meta({ id: 'UpdateCartOrder' });
export type UpdateCartOrder = z.infer<typeof updateCartOrderSchema>;
export type UpdateCartOrderInput = z.input<typeof updateCartOrderSchema>;

/**
 * GET Carts/Default/Addresses: where the order can go — the company's shipping addresses, the ERP's (not
 * editable) first, then the company's own — and the one the order has now.
 */
export const checkoutAddressesSchema = z
  .object({
    ShippingAddressId: z.string().nullable(),
    Addresses: z.array(addressSchema),
  })
  .meta({ id: 'CheckoutAddresses' });
export type CheckoutAddresses = z.infer<typeof checkoutAddressesSchema>;

/**
 * POST Carts/{id}/Order/Submit (with an Idempotency-Key header, one per checkout visit). The page sends what it
 * showed; the server prices the cart again and refuses (409, SUBMIT_REFUSALS) when it differs.
 */
export const submitOrderSchema = z
  .object({
    /** The cart's Version the page showed. */
    Version: z.number().int().min(0),
    /** The TotalNet the page showed. */
    TotalNet: amountSchema,
  })
  .meta({ id: 'SubmitOrder' });
export type SubmitOrder = z.infer<typeof submitOrderSchema>;

/** The answer of a submit (and of a guest's quote request): shop.md §4 follows RedirectUrl. */
export const submittedOrderSchema = z
  .object({
    /** `AS-2026-000123` (ORDER_NUMBER_PATTERN). */
    OrderNumber: z.string(),
    /** The buyer's reference, stored by the page for the analytics event. */
    OrderReference: z.string().nullable(),
    /** The confirmation page, in the request's locale. */
    RedirectUrl: z.string(),
  })
  .meta({ id: 'SubmittedOrder' });
export type SubmittedOrder = z.infer<typeof submittedOrderSchema>;

const requiredText = (max: number) => z.string().trim().min(1, 'field is required').max(max);

/**
 * POST Carts/Default/Order/GuestSubmit: the guest cart sent as a quote request, with who asks and where the goods
 * would go. Limits are the spec's form limits where it has them (names 50, e-mail 100, city 80, postal code 20).
 */
export const guestQuoteRequestSchema = z
  .object({
    CompanyName: requiredText(100),
    FirstName: requiredText(50),
    LastName: requiredText(50),
    Email: z.string().trim().max(100).pipe(z.email('field must be email')),
    Phone: phoneSchema,
    CountryCode: countryCodeSchema,
    Line1: requiredText(100),
    Line2: optionalText(100),
    PostalCode: requiredText(20),
    City: requiredText(80),
    OrderReference: optionalText(ORDER_REFERENCE_MAX),
    Comment: optionalText(ORDER_COMMENT_MAX),
    /** The guest cart's Version the page showed. */
    Version: z.number().int().min(0),
  })
  .meta({ id: 'GuestQuoteRequest' });
export type GuestQuoteRequest = z.infer<typeof guestQuoteRequestSchema>;
export type GuestQuoteRequestInput = z.input<typeof guestQuoteRequestSchema>;
