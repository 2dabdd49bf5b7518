import { describe, expect, it } from 'vitest';
import { likePrefix, searchKey, searchTokens, tsQueryText } from './search-query.ts';

describe('search query text', () => {
  it('keeps only letters and digits of any script, in lower case', () => {
    expect(searchTokens("Fläkt & (x|y)!:* <'\\> KV-100")).toEqual(['fläkt', 'x', 'y', 'kv', '100']);
    expect(searchTokens("'; drop table products; --")).toEqual(['drop', 'table', 'products']);
    expect(searchTokens('   ')).toEqual([]);
  });

  it('bounds the words of a huge query', () => {
    const tokens = searchTokens(`${'a'.repeat(5000)} `.repeat(40));
    expect(tokens).toHaveLength(12);
    expect(tokens[0]).toHaveLength(60);
  });

  it('asks every word, the last also as a prefix', () => {
    expect(tsQueryText(['supply', 'air'])).toBe('supply & air:*');
    // One or two characters would match most words: they are matched whole.
    expect(tsQueryText(['cx', '1'])).toBe('cx & 1');
    expect(tsQueryText([])).toBeUndefined();
  });

  it('compares codes and groups queries by a trimmed lower-case key; LIKE characters are escaped', () => {
    expect(searchKey('  KV  100 ')).toBe('kv 100');
    expect(likePrefix('a_b%c\\')).toBe('a\\_b\\%c\\\\%');
  });
});
