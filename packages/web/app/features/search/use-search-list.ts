import { useCallback, useEffect, useRef, useState } from 'react';

/** One answer of a search call, reduced to what the list needs. */
export interface ListPage<Answer, Hit> {
  answer: Answer;
  hits: Hit[];
  /** Matching in all, for 'load more' and the heading. */
  total: number;
  /** What Loaded is for the next page (the content calls count their alternating list as a whole). */
  next: number;
}

export type SearchList<Answer, Hit> =
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready';
      first: Answer;
      hits: Hit[];
      total: number;
      next: number;
      more: 'idle' | 'loading' | 'failed';
    };

/**
 * A search list with 'load more' (issue 18 point 4, the Loaded parameter): the first page whenever `key` (the
 * URL's state) changes, further pages appended on demand. A new key aborts whatever is under way, so an old
 * answer never lands in a new list.
 */
export function useSearchList<Answer, Hit>(
  key: string,
  fetchPage: (loaded: number, signal: AbortSignal) => Promise<ListPage<Answer, Hit>>,
) {
  const [list, setList] = useState<SearchList<Answer, Hit>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the fetcher's inputs
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    setList({ state: 'loading' });
    fetcher.current(0, current.signal).then(
      (page) => {
        if (current.signal.aborted) return;
        setList({
          state: 'ready',
          first: page.answer,
          hits: page.hits,
          total: page.total,
          next: page.next,
          more: 'idle',
        });
      },
      () => {
        if (!current.signal.aborted) setList({ state: 'failed' });
      },
    );
    return () => current.abort();
  }, [key, round]);

  const loadMore = useCallback(() => {
    const current = controller.current;
    if (!current || list.state !== 'ready' || list.more === 'loading') return;
    const from = list.next;
    setList({ ...list, more: 'loading' });
    fetcher.current(from, current.signal).then(
      (page) => {
        if (current.signal.aborted) return;
        setList((now) =>
          now.state === 'ready'
            ? { ...now, hits: [...now.hits, ...page.hits], total: page.total, next: page.next, more: 'idle' }
            : now,
        );
      },
      () => {
        if (current.signal.aborted) return;
        setList((now) => (now.state === 'ready' ? { ...now, more: 'failed' } : now));
      },
    );
  }, [list]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { list, loadMore, reload };
}
