import { FAMILIES, type Family } from './families.ts';
import { Prng } from './prng.ts';

/*
 * First pass of the generator: which products exist, with their ids, names and variant codes, so extras and
 * related products can refer to products written later. Kept small (no texts, no prices) for 10k products.
 */

export interface PlannedVariant {
  code: string;
  lvi: string;
  /** Index into each attribute's values, in attribute order. */
  values: number[];
  /**
   * False for a combination the maker does not build (see isBuilt). It stays in the plan, unwritten, so the
   * random choices made per variant — and with them every other product of the demo — stay as they were.
   */
  offered: boolean;
}

export interface PlannedProduct {
  index: number;
  family: Family;
  id: string;
  model: string;
  name: string;
  slug: string;
  variants: PlannedVariant[];
}

function cartesian(lists: number[][]): number[][] {
  return lists.reduce<number[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((v) => [...prefix, v])),
    [[]],
  );
}

/**
 * An electric heater is not built into the largest size of a unit: its power would exceed what one supply
 * group feeds. The demo thereby has products where some combinations of values match no variant, so the
 * chooser's 'wrong selection' and its viable-option counts of 0 can be seen.
 */
function isBuilt(family: Family, picked: number[][], values: number[]): boolean {
  const size = family.attributes.findIndex((a) => a.name.en === 'Size');
  const heater = family.attributes.findIndex(
    (a) => a.values.some((v) => v.code === 'E') && a.name.en === 'Heater type',
  );
  if (size === -1 || heater === -1) return true;
  const sizes = picked[size] as number[];
  const largest = Math.max(...sizes);
  const electric = family.attributes[heater]?.values.findIndex((v) => v.code === 'E');
  return !(sizes.length > 1 && values[size] === largest && values[heater] === electric);
}

/** Products spread over the families by weight; every family gets at least one when there is room. */
export function planCatalog(productCount: number, seed: number): PlannedProduct[] {
  const rng = new Prng(seed);
  const total = FAMILIES.reduce((sum, f) => sum + f.weight, 0);
  const counts = FAMILIES.map((f) =>
    Math.max(productCount >= FAMILIES.length ? 1 : 0, Math.floor((productCount * f.weight) / total)),
  );
  let rest = productCount - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % counts.length, rest--) counts[i] = (counts[i] as number) + 1;
  for (let i = counts.length - 1; rest < 0; i = (i - 1 + counts.length) % counts.length) {
    if ((counts[i] as number) > 1) {
      counts[i] = (counts[i] as number) - 1;
      rest++;
    }
  }

  const products: PlannedProduct[] = [];
  FAMILIES.forEach((family, f) => {
    let lviCounter = 0;
    for (let k = 0; k < (counts[f] as number); k++) {
      // Model numbers grow in steps, as a manufacturer's range does: RX 100, RX 110 …
      const model = String(100 + k * 10 + (k >= 90 ? Math.floor(k / 90) : 0));
      const name = `${family.series} ${model}`;
      const picked = family.attributes.map((a) => {
        const count = rng.int(a.pick[0], Math.min(a.pick[1], a.values.length));
        return rng.some(
          a.values.map((_, i) => i),
          count,
        );
      });
      const variants = cartesian(picked).map((values) => {
        lviCounter++;
        const suffix = values.map((v, i) => family.attributes[i]?.values[v]?.code).join('');
        return {
          code: `${family.prefix}${model}-${suffix}`,
          lvi: `${family.lvi}${String(lviCounter).padStart(5, '0')}`,
          values,
          offered: isBuilt(family, picked, values),
        };
      });
      products.push({
        index: products.length,
        family,
        id: `${family.prefix.toLowerCase()}-${model}`,
        model,
        name,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        variants,
      });
    }
  });
  return products;
}
