import { SEARCH_QUERY_MAX } from '@airshop/domain/search/search-limits';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp();

/*
 * A path parameter longer than the router's limit used to make the route vanish (404): the header's autocomplete
 * answered 404 for text of more than 100 characters although the search takes 200. Every parameter now reaches
 * its route, whose schema decides.
 */
describe('a long path parameter', () => {
  it('reaches the autocomplete up to its limit, as typed, even when every character is percent-encoded', async () => {
    // 'ö' is two bytes in UTF-8, six characters encoded: the longest text the search takes is 1,200 in the path.
    const longest = encodeURIComponent('ö'.repeat(SEARCH_QUERY_MAX));
    const answer = await t.app.inject(`/find/rest/autocomplete/get/${longest}?size=3`);
    expect(answer.statusCode).toBe(200);
  });

  it('is refused by the route’s schema with 400 beyond it, not lost as 404', async () => {
    // 10 KB: past any router limit, within Node's 16 KB request head.
    for (const text of ['a'.repeat(SEARCH_QUERY_MAX + 1), 'x'.repeat(10_240)]) {
      const answer = await t.app.inject(`/find/rest/autocomplete/get/${text}?size=3`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'validation_failed',
        details: [{ in: 'params', path: ['q'] }],
      });
    }
  });
});
