import { QUANTITY_MAX, QUANTITY_MIN } from '../site/constants.ts';

/** Spec: "On blur the value is clamped into the range"; text that is no number falls back to the minimum. */
export function clampQuantity(value: number | string, min = QUANTITY_MIN, max = QUANTITY_MAX): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

export function isValidQuantity(value: number, min = QUANTITY_MIN, max = QUANTITY_MAX): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

export interface QuantityLimits {
  readonly min: number;
  readonly max: number;
}

/**
 * The product page's limits (spec §5: "from minQuantityLimit and maxQuantityLimit; their values are not shown").
 * A limit narrows 1..999 and never widens it; a missing or unusable limit leaves the bound as it is, and limits
 * that cross fall back to the whole range rather than leave no quantity at all.
 */
export function quantityLimits(
  minQuantityLimit?: number | null,
  maxQuantityLimit?: number | null,
): QuantityLimits {
  const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isInteger(n);
  const min = usable(minQuantityLimit) ? clampQuantity(minQuantityLimit) : QUANTITY_MIN;
  const max = usable(maxQuantityLimit) ? clampQuantity(maxQuantityLimit) : QUANTITY_MAX;
  return min <= max ? { min, max } : { min: QUANTITY_MIN, max: QUANTITY_MAX };
}
