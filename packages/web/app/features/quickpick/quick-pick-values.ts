import type { QuickPickList } from '@airshop/domain/commerce/quick-pick';
import { QUANTITY_MAX } from '@airshop/domain/site/constants';

/*
 * The quantity fields of the quick-pick page (ADR 0069): what each shows, which differ from the cart, and how a
 * re-sync from the cart takes in new quantities without overwriting what the buyer is typing.
 */

export type FieldValues = Readonly<Record<string, string>>;

export function valuesOf(list: QuickPickList): FieldValues {
  return Object.fromEntries(list.Products.map((product) => [product.Code, String(product.Quantity)]));
}

/** A field's number: a whole number 0–999 (empty means 0), else null. */
export function fieldQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= QUANTITY_MAX ? value : null;
}

/** The codes whose field differs from the cart (and reads as a quantity), with the quantity to set. */
export function changedQuantities(
  list: QuickPickList,
  values: FieldValues,
): { Code: string; Quantity: number }[] {
  return list.Products.flatMap((product) => {
    const quantity = fieldQuantity(values[product.Code] ?? '');
    return quantity !== null && quantity !== product.Quantity
      ? [{ Code: product.Code, Quantity: quantity }]
      : [];
  });
}

/**
 * The fields after the cart was read again: a field the buyer has not touched (it still shows the old cart's
 * quantity) takes the new one; a field being edited keeps what was typed.
 */
export function resyncValues(before: QuickPickList, values: FieldValues, after: QuickPickList): FieldValues {
  const old = new Map(before.Products.map((product) => [product.Code, product.Quantity]));
  return Object.fromEntries(
    after.Products.map((product) => {
      const typed = values[product.Code];
      const untouched = typed === undefined || fieldQuantity(typed) === old.get(product.Code);
      return [product.Code, untouched ? String(product.Quantity) : typed];
    }),
  );
}
