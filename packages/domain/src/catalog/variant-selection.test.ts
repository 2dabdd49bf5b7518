import { describe, expect, it } from 'vitest';
import {
  attributeValues,
  carrySelection,
  chooseValue,
  emptySelection,
  initialSelection,
  isWrongSelection,
  markError,
  matchingVariantCount,
  pickValue,
  selectedVariant,
  viableCounts,
} from './variant-selection.ts';

// Size × heat exchanger, with one combination missing (15 × plate).
const variants = [
  { Code: 'RX-10-R', AttributeValues: ['10', 'Rotary'] },
  { Code: 'RX-10-P', AttributeValues: ['10', 'Plate'] },
  { Code: 'RX-15-R', AttributeValues: ['15', 'Rotary'] },
  { Code: 'RX-20-R', AttributeValues: ['20', 'Rotary'] },
  { Code: 'RX-20-P', AttributeValues: ['20', 'Plate'] },
];

describe('the initial selection', () => {
  it('comes from the query code, else the default variant, else nothing', () => {
    expect(initialSelection(variants, 2, 'RX-15-R', 'RX-10-P').values).toEqual(['15', 'Rotary']);
    expect(initialSelection(variants, 2, null, 'RX-10-P').values).toEqual(['10', 'Plate']);
    expect(initialSelection(variants, 2, 'NO-SUCH', 'RX-10-P').values).toEqual(['10', 'Plate']);
    expect(initialSelection(variants, 2, undefined, null)).toEqual(emptySelection(2));
  });
});

describe('the selected variant', () => {
  it('needs every attribute chosen without error and the values of one variant in full', () => {
    const both = chooseValue(chooseValue(emptySelection(2), 0, '20'), 1, 'Plate');
    expect(selectedVariant(variants, both)?.Code).toBe('RX-20-P');
    expect(selectedVariant(variants, chooseValue(emptySelection(2), 0, '20'))).toBeUndefined();
    expect(selectedVariant(variants, markError(both, 1))).toBeUndefined();
  });

  it('is the first variant when the product has no attributes', () => {
    expect(selectedVariant([{ Code: 'ONLY', AttributeValues: [] }], emptySelection(0))?.Code).toBe('ONLY');
  });

  it('is none, with the wrong-selection note, when no variant has the chosen values', () => {
    const missing = chooseValue(chooseValue(emptySelection(2), 0, '15'), 1, 'Plate');
    expect(selectedVariant(variants, missing)).toBeUndefined();
    expect(isWrongSelection(variants, missing)).toBe(true);
    expect(isWrongSelection(variants, chooseValue(emptySelection(2), 0, '15'))).toBe(false);
    expect(isWrongSelection(variants, chooseValue(missing, 1, 'Rotary'))).toBe(false);
  });
});

describe('choosing a value', () => {
  it('clears the errors of the other attributes but keeps its own', () => {
    const withErrors = markError(markError(emptySelection(3), 0), 2);
    const chosen = chooseValue(withErrors, 2, 'x');
    expect(chosen.errors).toEqual([false, false, true]);
    expect(chosen.values).toEqual([null, null, 'x']);
  });
});

describe('viable-option counts', () => {
  it('count, per value, the variants that agree with the other attributes', () => {
    expect(attributeValues(variants, 0)).toEqual(['10', '15', '20']);
    expect(viableCounts(variants, emptySelection(2), 0)).toEqual(
      new Map([
        ['10', 2],
        ['15', 1],
        ['20', 2],
      ]),
    );
    const plate = chooseValue(emptySelection(2), 1, 'Plate');
    expect(viableCounts(variants, plate, 0)).toEqual(
      new Map([
        ['10', 1],
        ['15', 0],
        ['20', 1],
      ]),
    );
    // The attribute's own choice does not narrow its own counts.
    const size15 = chooseValue(plate, 0, '15');
    expect(viableCounts(variants, size15, 0).get('20')).toBe(1);
    expect(viableCounts(variants, size15, 1)).toEqual(
      new Map([
        ['Rotary', 1],
        ['Plate', 0],
      ]),
    );
  });
});

describe('picking a value in the chooser', () => {
  it('takes a value that combines with the other choices', () => {
    const picked = pickValue(variants, chooseValue(emptySelection(2), 1, 'Plate'), 0, '20');
    expect(picked).toEqual({ values: ['20', 'Plate'], errors: [false, false] });
    expect(selectedVariant(variants, picked)?.Code).toBe('RX-20-P');
  });

  it('refuses a value no variant has with the other choices: its attribute is in error, nothing is selected', () => {
    const refused = pickValue(variants, chooseValue(emptySelection(2), 1, 'Plate'), 0, '15');
    expect(refused).toEqual({ values: ['15', 'Plate'], errors: [true, false] });
    expect(selectedVariant(variants, refused)).toBeUndefined();
    expect(isWrongSelection(variants, refused)).toBe(true);
  });

  it('clears the refusal when another attribute changes, and selects once the values match', () => {
    const refused = pickValue(variants, chooseValue(emptySelection(2), 1, 'Plate'), 0, '15');
    const fixed = pickValue(variants, refused, 1, 'Rotary');
    expect(fixed.errors).toEqual([false, false]);
    expect(selectedVariant(variants, fixed)?.Code).toBe('RX-15-R');
  });

  it('clears its own refusal when the attribute gets another value, or none', () => {
    const refused = pickValue(variants, chooseValue(emptySelection(2), 1, 'Plate'), 0, '15');
    expect(pickValue(variants, refused, 0, '10').errors).toEqual([false, false]);
    expect(pickValue(variants, refused, 0, null)).toEqual({
      values: [null, 'Plate'],
      errors: [false, false],
    });
  });

  it('takes any value while the other attributes are open', () => {
    expect(pickValue(variants, emptySelection(2), 0, '15').errors).toEqual([false, false]);
  });
});

describe('the matching-variant count', () => {
  it('counts the variants that agree with every value chosen so far', () => {
    expect(matchingVariantCount(variants, emptySelection(2))).toBe(5);
    expect(matchingVariantCount(variants, chooseValue(emptySelection(2), 1, 'Rotary'))).toBe(3);
    const missing = chooseValue(chooseValue(emptySelection(2), 0, '15'), 1, 'Plate');
    expect(matchingVariantCount(variants, missing)).toBe(0);
  });
});

describe('the selection carried to another language', () => {
  // The same variants with translated values, as the page in German reads them.
  const german = [
    { Code: 'RX-10-R', AttributeValues: ['10', 'Rotor'] },
    { Code: 'RX-10-P', AttributeValues: ['10', 'Platte'] },
    { Code: 'RX-15-R', AttributeValues: ['15', 'Rotor'] },
    { Code: 'RX-20-R', AttributeValues: ['20', 'Rotor'] },
    { Code: 'RX-20-P', AttributeValues: ['20', 'Platte'] },
  ];

  it('matches each value by the variants that carry it, not by its text', () => {
    const chosen = chooseValue(chooseValue(emptySelection(2), 0, '20'), 1, 'Plate');
    const carried = carrySelection(variants, german, chosen);
    expect(carried.values).toEqual(['20', 'Platte']);
    expect(selectedVariant(german, carried)?.Code).toBe('RX-20-P');
    expect(viableCounts(german, carried, 1)).toEqual(
      new Map([
        ['Rotor', 1],
        ['Platte', 1],
      ]),
    );
  });

  it('keeps a partial selection and its errors, and drops a value the other reading lacks', () => {
    const refused = pickValue(variants, chooseValue(emptySelection(2), 0, '15'), 1, 'Plate');
    expect(carrySelection(variants, german, refused)).toEqual({
      values: ['15', 'Platte'],
      errors: [false, true],
    });
    expect(
      carrySelection(variants, german.slice(0, 3), chooseValue(emptySelection(2), 0, '20')).values,
    ).toEqual([null, null]);
  });
});
