import { useCallback, useEffect, useRef, useState } from 'react';

/** One answer of a search call, reduced to what the list needs. */
export interface ListPage<Hit> {
  hits: Hit[];
  /** Matching in all, for 'load more' and the heading; the cap when `moreMatching`. */
  total: number;
  /** More match than `total` (ADR 0077: counts stop at 1,000, and so does paging through them). */
  moreMatching: boolean;
  /** What Loaded is for the next page (the content calls count their alternating list as a whole). */
  next: number;
}

interface More<Hit> {
  key: string;
  hits: Hit[];
  total: number | undefined;
  moreMatching: boolean | undefined;
  next: number | undefined;
  /** A page brought no hits: nothing further to ask, whatever the total said. */
  ended: boolean;
  state: 'idle' | 'loading' | 'failed';
}

function fresh<Hit>(key: string): More<Hit> {
  return {
    key,
    hits: [],
    total: undefined,
    moreMatching: undefined,
    next: undefined,
    ended: false,
    state: 'idle',
  };
}

/**
 * A search list with 'load more' (issue 18 point 4, the Loaded parameter). The first page comes from the route's
 * loader (server-rendered, and again on each change of the URL); further pages are asked in the browser and
 * appended. A new key (another URL) starts over and drops the answer of a request still out for the old one.
 */
export function useSearchList<Hit>(
  key: string,
  first: ListPage<Hit>,
  fetchPage: (loaded: number, signal: AbortSignal) => Promise<ListPage<Hit>>,
) {
  const [more, setMore] = useState<More<Hit>>(() => fresh(key));
  const controller = useRef<AbortController | null>(null);
  // Pages loaded for an older URL are not this list's.
  const current: More<Hit> = more.key === key ? more : fresh(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key ends the request of the old one
  useEffect(() => () => controller.current?.abort(), [key]);

  const total = current.total ?? first.total;
  const moreMatching = current.moreMatching ?? first.moreMatching;
  const all = current.hits.length > 0 ? [...first.hits, ...current.hits] : first.hits;
  // Past the cap the server's set holds one row more than it counts (the one that says more match), and a page
  // may reach it: the list stops at the count, as paging does.
  const hits = moreMatching && all.length > total ? all.slice(0, total) : all;
  const next = current.next ?? first.next;
  // 'Load more' is offered only within what the server pages: up to the count, which past the cap is the cap.
  const canLoadMore = !current.ended && hits.length < total;

  const loadMore = useCallback(() => {
    if (current.state === 'loading') return;
    const request = new AbortController();
    controller.current = request;
    setMore({ ...current, state: 'loading' });
    fetchPage(next, request.signal).then(
      (page) => {
        if (request.signal.aborted) return;
        setMore((now) =>
          now.key === key
            ? {
                key,
                hits: [...now.hits, ...page.hits],
                total: page.total,
                moreMatching: page.moreMatching,
                next: page.next,
                ended: page.hits.length === 0,
                state: 'idle',
              }
            : now,
        );
      },
      () => {
        if (request.signal.aborted) return;
        setMore((now) => (now.key === key ? { ...now, state: 'failed' } : now));
      },
    );
  }, [current, fetchPage, key, next]);

  return { hits, total, moreMatching, canLoadMore, more: current.state, loadMore };
}
