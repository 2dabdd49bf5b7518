import { z } from 'zod';
import { currencyCodeSchema } from '../site/market.ts';
import { amountSchema } from './product-price.ts';
import { PROMOTION_KINDS } from './promotions.ts';

/*
 * GET BackOffice/Promotions (issue 15 point 3): the promotion codes as the reference data loaded them, read-only,
 * with how many orders used each so far. Codes are changed by importing the reference data again (ADR 0058).
 */

/** Where a code stands today: before its first day, within its window, or past its last day. */
export const PROMOTION_STATES = ['active', 'upcoming', 'expired'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const backOfficePromotionSchema = z
  .object({
    Code: z.string(),
    Kind: z.enum(PROMOTION_KINDS),
    /** Percent kinds: the percent off; null otherwise. */
    Percent: z.number().nullable(),
    ValidFrom: z.iso.date().nullable(),
    ValidTo: z.iso.date().nullable(),
    State: z.enum(PROMOTION_STATES),
    /** The markets it is valid in, with the amount off (amountOffOrder) and minimum order in their currency. */
    Markets: z.array(
      z.object({
        MarketId: z.string(),
        Currency: currencyCodeSchema,
        Amount: amountSchema.nullable(),
        MinimumOrder: amountSchema.nullable(),
      }),
    ),
    /** percentOffLines: the categories and variant codes it covers. */
    Categories: z.array(z.string()),
    VariantCodes: z.array(z.string()),
    UsesPerCompany: z.number().int().nullable(),
    /** Orders that used it, all companies together. */
    Uses: z.number().int(),
  })
  .meta({ id: 'BackOfficePromotion' });
export type BackOfficePromotion = z.infer<typeof backOfficePromotionSchema>;

export const backOfficePromotionListSchema = z
  .object({ Items: z.array(backOfficePromotionSchema), Total: z.number().int() })
  .meta({ id: 'BackOfficePromotionList' });
export type BackOfficePromotionList = z.infer<typeof backOfficePromotionListSchema>;

/** Today's state of a validity window (ISO dates compare as text). */
export function promotionState(
  validFrom: string | null,
  validTo: string | null,
  today: string,
): PromotionState {
  if (validFrom !== null && today < validFrom) return 'upcoming';
  if (validTo !== null && today > validTo) return 'expired';
  return 'active';
}
