import { useCallback, useEffect, useRef, useState } from 'react';

/** One answer of a search call, reduced to what the list needs. */
export interface ListPage<Hit> {
  hits: Hit[];
  /** Matching in all, for 'load more' and the heading. */
  total: number;
  /** What Loaded is for the next page (the content calls count their alternating list as a whole). */
  next: number;
}

interface More<Hit> {
  key: string;
  hits: Hit[];
  total: number | undefined;
  next: number | undefined;
  state: 'idle' | 'loading' | 'failed';
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
  const [more, setMore] = useState<More<Hit>>({
    key,
    hits: [],
    total: undefined,
    next: undefined,
    state: 'idle',
  });
  const controller = useRef<AbortController | null>(null);
  // Pages loaded for an older URL are not this list's.
  const current: More<Hit> =
    more.key === key ? more : { key, hits: [], total: undefined, next: undefined, state: 'idle' };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key ends the request of the old one
  useEffect(() => () => controller.current?.abort(), [key]);

  const hits = current.hits.length > 0 ? [...first.hits, ...current.hits] : first.hits;
  const total = current.total ?? first.total;
  const next = current.next ?? first.next;

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
            ? { key, hits: [...now.hits, ...page.hits], total: page.total, next: page.next, state: 'idle' }
            : now,
        );
      },
      () => {
        if (request.signal.aborted) return;
        setMore((now) => (now.key === key ? { ...now, state: 'failed' } : now));
      },
    );
  }, [current, fetchPage, key, next]);

  return { hits, total, more: current.state, loadMore };
}
