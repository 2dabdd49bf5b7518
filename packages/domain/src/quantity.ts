import { QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';

/** Spec: "On blur the value is clamped into the range"; text that is no number falls back to the minimum. */
export function clampQuantity(value: number | string, min = QUANTITY_MIN, max = QUANTITY_MAX): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

export function isValidQuantity(value: number, min = QUANTITY_MIN, max = QUANTITY_MAX): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}
