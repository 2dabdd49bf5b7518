import type { CartUploadResult } from '@airshop/domain/commerce/cart-upload';
import { CART_UPLOAD_MAX_BYTES } from '@airshop/domain/commerce/cart-upload';
import type { NumberedRow } from '@airshop/domain/commerce/cart-upload-rows';
import type { RequestContext } from '../../platform/context.ts';
import { findBuyableVariants } from '../commerce/index.ts';

type RowError = CartUploadResult['Errors'][number];

/**
 * The JSON body of an upload: the file as base64 (4 bytes for every 3) and its name. A body beyond this is
 * refused with 413 before it is read; a file within it but over CART_UPLOAD_MAX_BYTES once decoded, after.
 */
export const UPLOAD_BODY_LIMIT = Math.ceil((CART_UPLOAD_MAX_BYTES * 4) / 3) + 4096;

export interface ResolvedCodes {
  /** The rows whose code the market's catalogue may sell, each with its variant. */
  resolved: (NumberedRow & { variantId: number })[];
  /** The rows it refuses, with the reason (unknownCode, ambiguousCode, notShoppable, discontinued, noPrice). */
  errors: RowError[];
  /** The code each resolved row gave, by row number, for errors found later (quantityLimit). */
  codeOfRow: Map<number, string>;
}

/** The codes of the rows that passed their own checks, looked up all at once in the market (ADR 0061). */
export async function resolveUploadCodes(
  ctx: RequestContext,
  marketId: string,
  rows: readonly NumberedRow[],
): Promise<ResolvedCodes> {
  const lookups = await findBuyableVariants(
    ctx,
    marketId,
    rows.map((row) => row.code),
  );
  const result: ResolvedCodes = { resolved: [], errors: [], codeOfRow: new Map() };
  for (const row of rows) {
    const lookup = lookups.get(row.code);
    if (!lookup || 'refused' in lookup) {
      result.errors.push({ Row: row.row, Code: row.code, Error: lookup?.refused ?? 'unknownCode' });
      continue;
    }
    result.codeOfRow.set(row.row, row.code);
    result.resolved.push({ ...row, variantId: lookup.variantId });
  }
  return result;
}
