import { PROMOTION_CODE_MAX } from '@airshop/domain/commerce/cart-edits';
import { PROMOTION_KINDS } from '@airshop/domain/commerce/promotions';
import { z } from 'zod';

/*
 * A promotion record of the import folder (docs/catalog-import-format.md, "promotions.json"). Codes are written
 * as people type them and stored in upper case; amounts are per market, in that market's currency.
 */

const money = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), 'must be an amount with at most 2 decimals')
  .transform((v) => Number(v).toFixed(2));

const marketTerms = z.strictObject({
  /** amountOffOrder: the amount off in the market's currency. */
  amount: money.optional(),
  /** The least net of the lines the code needs, in the market's currency. */
  minimumOrder: money.optional(),
});

const reference = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'must be 1-100 letters, digits, . _ -');

export const promotionRecord = z
  .strictObject({
    code: z
      .string()
      .max(PROMOTION_CODE_MAX)
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
        'must be letters, digits, _ and -, starting with a letter or digit',
      )
      .transform((code) => code.toUpperCase()),
    kind: z.enum(PROMOTION_KINDS),
    percent: z
      .number()
      .gt(0)
      .max(100)
      .refine((p) => Math.round(p * 100) === p * 100, 'must have at most 2 decimals')
      .optional(),
    validFrom: z.iso.date().optional(),
    validTo: z.iso.date().optional(),
    /** Market id → its terms; at least one market. */
    markets: z
      .record(z.string().regex(/^[A-Z]{2,3}$/, 'must be a market id (SE, INT …)'), marketTerms)
      .refine((m) => Object.keys(m).length > 0, 'must name at least one market'),
    categories: z.array(reference).max(200).default([]),
    variantCodes: z.array(reference).max(1000).default([]),
    usesPerCompany: z.number().int().min(1).optional(),
  })
  .superRefine((record, ctx) => {
    const percentKind = record.kind === 'percentOffOrder' || record.kind === 'percentOffLines';
    if (percentKind && record.percent === undefined) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: `a ${record.kind} code needs a percent` });
    }
    if (!percentKind && record.percent !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: `a ${record.kind} code has no percent` });
    }
    for (const [market, terms] of Object.entries(record.markets)) {
      if (record.kind === 'amountOffOrder' && terms.amount === undefined) {
        ctx.addIssue({ code: 'custom', path: ['markets', market, 'amount'], message: 'needs an amount' });
      }
      if (record.kind !== 'amountOffOrder' && terms.amount !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['markets', market, 'amount'],
          message: `a ${record.kind} code has no amount`,
        });
      }
    }
    const targets = record.categories.length + record.variantCodes.length;
    if (record.kind === 'percentOffLines' && targets === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['categories'],
        message: 'a percentOffLines code needs categories or variantCodes',
      });
    }
    if (record.kind !== 'percentOffLines' && targets > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['categories'],
        message: `a ${record.kind} code applies to the whole order: no categories or variantCodes`,
      });
    }
    if (record.validFrom && record.validTo && record.validFrom > record.validTo) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must not be before validFrom' });
    }
  });
export type PromotionRecord = z.output<typeof promotionRecord>;
