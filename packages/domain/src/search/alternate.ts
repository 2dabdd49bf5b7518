/*
 * The combined solutions-and-pages list (shop.md §4): one solution, then one page, until Size is reached; when
 * one kind runs out, the other fills the rest. Loaded counts positions in that one list, so where a page of it
 * starts in each kind follows from the counts alone, and each kind is read from its own offset.
 */

/** Position (0-based) in the alternating list of the i-th solution, given how many pages there are. */
export function solutionPosition(i: number, pages: number): number {
  return i < pages ? 2 * i : pages + i;
}

/** Position (0-based) in the alternating list of the j-th page, given how many solutions there are. */
export function pagePosition(j: number, solutions: number): number {
  return j < solutions ? 2 * j + 1 : solutions + j;
}

/** How many of each kind come before position `loaded` of the alternating list. */
export function alternationOffsets(
  loaded: number,
  solutions: number,
  pages: number,
): { solutions: number; pages: number } {
  const total = solutions + pages;
  const at = Math.max(0, Math.min(loaded, total));
  const paired = Math.min(solutions, pages);
  if (at <= 2 * paired) return { solutions: Math.ceil(at / 2), pages: Math.floor(at / 2) };
  // Past the pairs only the longer kind is left.
  return solutions > pages ? { solutions: at - pages, pages } : { solutions, pages: at - solutions };
}

/**
 * One page of the alternating list: `solutions` are the solutions from index `from.solutions` on, `pages` the
 * pages from `from.pages` on (as alternationOffsets gives them for Loaded), out of `totals`; the first `size`
 * of them in list order.
 */
export function alternatingPage<T>(
  solutions: readonly T[],
  pages: readonly T[],
  from: { solutions: number; pages: number },
  totals: { solutions: number; pages: number },
  size: number,
): T[] {
  const placed = [
    ...solutions.map((item, i) => ({ item, at: solutionPosition(from.solutions + i, totals.pages) })),
    ...pages.map((item, j) => ({ item, at: pagePosition(from.pages + j, totals.solutions) })),
  ];
  return placed
    .sort((a, b) => a.at - b.at)
    .slice(0, Math.max(0, size))
    .map((p) => p.item);
}

/** The first `size` of the alternating list of two whole lists. */
export function alternate<T>(solutions: readonly T[], pages: readonly T[], size: number): T[] {
  const totals = { solutions: solutions.length, pages: pages.length };
  return alternatingPage(solutions, pages, { solutions: 0, pages: 0 }, totals, size);
}
