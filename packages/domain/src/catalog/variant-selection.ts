/*
 * The variant chooser's rules (product-page.md §4 "Variant selection"), pure so the browser and the tests share
 * them. A selection holds one value (or none) per attribute of Sizing.AttributeNames, in the same order, and an
 * error flag per attribute (set by the page when a value was refused, cleared when another attribute changes).
 */

/** What the rules need of a variant: its code and its attribute values, ordered like the attribute names. */
export interface SelectableVariant {
  readonly Code: string;
  readonly AttributeValues: readonly string[];
}

export interface VariantSelection {
  /** One entry per attribute: the chosen value, or null. */
  readonly values: readonly (string | null)[];
  /** One entry per attribute: whether that attribute shows an error. */
  readonly errors: readonly boolean[];
}

export function emptySelection(attributeCount: number): VariantSelection {
  return {
    values: Array.from({ length: attributeCount }, () => null),
    errors: Array.from({ length: attributeCount }, () => false),
  };
}

/** The selection of one variant's values (no errors). */
export function selectionOf(variant: SelectableVariant, attributeCount: number): VariantSelection {
  return {
    values: Array.from({ length: attributeCount }, (_, i) => variant.AttributeValues[i] ?? null),
    errors: Array.from({ length: attributeCount }, () => false),
  };
}

/**
 * The first selection of the page: the variant of the query `code`, else DefaultVariantCode, else nothing
 * chosen. A code that names no variant counts as absent.
 */
export function initialSelection(
  variants: readonly SelectableVariant[],
  attributeCount: number,
  queryCode: string | null | undefined,
  defaultCode: string | null | undefined,
): VariantSelection {
  const byCode = (code: string | null | undefined) =>
    code ? variants.find((variant) => variant.Code === code) : undefined;
  const variant = byCode(queryCode) ?? byCode(defaultCode);
  return variant ? selectionOf(variant, attributeCount) : emptySelection(attributeCount);
}

/**
 * The same selection over another reading of the product's variants, such as the page in another language,
 * where the values are translated texts. A value is matched by identity — the variant codes that carry it — not
 * by its text: each chosen value becomes the value that a variant of the same code has in `next`. A value no
 * variant of `next` carries is dropped; errors stay with their attribute.
 */
export function carrySelection(
  previous: readonly SelectableVariant[],
  next: readonly SelectableVariant[],
  selection: VariantSelection,
): VariantSelection {
  const byCode = new Map(next.map((variant) => [variant.Code, variant]));
  const values = selection.values.map((value, i) => {
    if (value === null) return null;
    for (const variant of previous) {
      if (variant.AttributeValues[i] !== value) continue;
      const carried = byCode.get(variant.Code)?.AttributeValues[i];
      if (carried !== undefined) return carried;
    }
    return null;
  });
  return { values, errors: selection.errors.map((error, i) => error && values[i] !== null) };
}

/** Choosing (or clearing, with null) the value of one attribute clears the errors of the other attributes. */
export function chooseValue(
  selection: VariantSelection,
  attribute: number,
  value: string | null,
): VariantSelection {
  return {
    values: selection.values.map((current, i) => (i === attribute ? value : current)),
    errors: selection.errors.map((error, i) => (i === attribute ? error : false)),
  };
}

/** Marks one attribute as in error (the page refused its value). */
export function markError(selection: VariantSelection, attribute: number): VariantSelection {
  return { ...selection, errors: selection.errors.map((error, i) => error || i === attribute) };
}

function matchesAll(variant: SelectableVariant, values: readonly (string | null)[]): boolean {
  return values.every((value, i) => variant.AttributeValues[i] === value);
}

/**
 * The selected variant: only when every attribute has a value with no error and the values equal one
 * variant's values in full. With no attribute values at all (a product without attributes), the first variant.
 */
export function selectedVariant<V extends SelectableVariant>(
  variants: readonly V[],
  selection: VariantSelection,
): V | undefined {
  if (selection.values.length === 0) return variants[0];
  if (selection.values.some((value, i) => value === null || selection.errors[i])) return undefined;
  return variants.find((variant) => matchesAll(variant, selection.values));
}

/** Every attribute has a value, yet no variant has exactly these values: the 'wrong selection' note. */
export function isWrongSelection(
  variants: readonly SelectableVariant[],
  selection: VariantSelection,
): boolean {
  if (selection.values.length === 0 || selection.values.some((value) => value === null)) return false;
  return !variants.some((variant) => matchesAll(variant, selection.values));
}

/** The values of one attribute, in the order the variants first show them. */
export function attributeValues(variants: readonly SelectableVariant[], attribute: number): string[] {
  const seen = new Set<string>();
  for (const variant of variants) {
    const value = variant.AttributeValues[attribute];
    if (value !== undefined) seen.add(value);
  }
  return [...seen];
}

/**
 * The viable-option count of each value of one attribute: how many variants have that value and agree with the
 * values chosen for the other attributes (the attribute's own choice is ignored, so every value can be counted).
 */
export function viableCounts(
  variants: readonly SelectableVariant[],
  selection: VariantSelection,
  attribute: number,
): Map<string, number> {
  const counts = new Map<string, number>(attributeValues(variants, attribute).map((value) => [value, 0]));
  for (const variant of variants) {
    const agrees = selection.values.every(
      (value, i) => i === attribute || value === null || variant.AttributeValues[i] === value,
    );
    const value = variant.AttributeValues[attribute];
    if (agrees && value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/**
 * What the chooser does when a person picks a value: the value is taken (the other attributes' errors
 * cleared), and refused — its attribute marked in error — when no variant has it together with the values
 * chosen for the other attributes. The refusal is what keeps a half-matching selection from counting as chosen
 * and tells which attribute to change.
 */
export function pickValue(
  variants: readonly SelectableVariant[],
  selection: VariantSelection,
  attribute: number,
  value: string | null,
): VariantSelection {
  const next = chooseValue(selection, attribute, value);
  // Its own earlier refusal no longer applies to a new value.
  const cleared = { ...next, errors: next.errors.map((error, i) => (i === attribute ? false : error)) };
  if (value === null || (viableCounts(variants, cleared, attribute).get(value) ?? 0) > 0) return cleared;
  return markError(cleared, attribute);
}

/** How many variants agree with every value chosen so far (all of them while nothing is chosen). */
export function matchingVariantCount(
  variants: readonly SelectableVariant[],
  selection: VariantSelection,
): number {
  return variants.filter((variant) =>
    selection.values.every((value, i) => value === null || variant.AttributeValues[i] === value),
  ).length;
}
