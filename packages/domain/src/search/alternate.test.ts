import { describe, expect, it } from 'vitest';
import { alternate, alternatingPage, alternationOffsets } from './alternate.ts';

const S = ['s0', 's1', 's2', 's3', 's4'];
const P = ['p0', 'p1'];

describe('the solutions-and-pages alternation (shop.md §4)', () => {
  it('takes one solution, then one page, until Size', () => {
    expect(alternate(['s0', 's1', 's2'], ['p0', 'p1', 'p2'], 4)).toEqual(['s0', 'p0', 's1', 'p1']);
  });

  it('fills the rest with the longer kind when the other runs out', () => {
    expect(alternate(S, P, 10)).toEqual(['s0', 'p0', 's1', 'p1', 's2', 's3', 's4']);
    expect(alternate(['s0'], ['p0', 'p1', 'p2'], 10)).toEqual(['s0', 'p0', 'p1', 'p2']);
    expect(alternate([], P, 1)).toEqual(['p0']);
    expect(alternate(S, P, 0)).toEqual([]);
  });

  it('pages through the one list by Loaded: every page continues where the last stopped', () => {
    const whole = alternate(S, P, 100);
    for (const size of [1, 2, 3, 4]) {
      const seen: string[] = [];
      for (let loaded = 0; loaded < whole.length; loaded += size) {
        const from = alternationOffsets(loaded, S.length, P.length);
        const page = alternatingPage(
          S.slice(from.solutions, from.solutions + size),
          P.slice(from.pages, from.pages + size),
          from,
          { solutions: S.length, pages: P.length },
          size,
        );
        seen.push(...page);
      }
      expect(seen).toEqual(whole);
    }
  });

  it('counts how many of each kind lie before a position', () => {
    expect(alternationOffsets(0, 5, 2)).toEqual({ solutions: 0, pages: 0 });
    expect(alternationOffsets(3, 5, 2)).toEqual({ solutions: 2, pages: 1 });
    expect(alternationOffsets(6, 5, 2)).toEqual({ solutions: 4, pages: 2 });
    expect(alternationOffsets(99, 5, 2)).toEqual({ solutions: 5, pages: 2 });
    expect(alternationOffsets(3, 1, 4)).toEqual({ solutions: 1, pages: 2 });
  });
});
