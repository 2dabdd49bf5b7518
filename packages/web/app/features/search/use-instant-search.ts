import { autocompleteRoute, instantSearchRoute } from '@airshop/domain/api/search-routes';
import type { Locale } from '@airshop/domain/i18n/locales';
import type { InstantSearchResult } from '@airshop/domain/search/search';
import {
  AUTOCOMPLETE_SIZE,
  INSTANT_SEARCH_SIZE,
  SEARCH_MESSAGE_THRESHOLD_MS,
} from '@airshop/domain/search/search-limits';
import { useEffect, useState } from 'react';
import { callApi } from '../../platform/api-client.ts';

export interface InstantState {
  /** The query the answer below belongs to ('' before the first one). */
  query: string;
  answer: InstantSearchResult | undefined;
  completions: string[];
  /** A request is out for a newer query. */
  loading: boolean;
  /** It has been out longer than the search-message threshold (spec §9: 500 ms). */
  slow: boolean;
  failed: boolean;
}

const EMPTY: InstantState = {
  query: '',
  answer: undefined,
  completions: [],
  loading: false,
  slow: false,
  failed: false,
};

/**
 * The instant hits (4 of each kind) and the autocomplete's completions (3) of a query, asked together. A new
 * query aborts the requests of the one before, so a slow old answer never replaces a newer one; the answer
 * shown stays until the new one arrives. The completions are a nicety: their failure leaves them out.
 */
export function useInstantSearch(query: string, locale: Locale): InstantState {
  const [state, setState] = useState<InstantState>(EMPTY);

  useEffect(() => {
    if (query === '') {
      setState(EMPTY);
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    const timer = setTimeout(() => {
      if (!signal.aborted) setState((previous) => ({ ...previous, slow: true }));
    }, SEARCH_MESSAGE_THRESHOLD_MS);
    const completions = callApi(
      autocompleteRoute,
      { params: { q: query }, query: { size: AUTOCOMPLETE_SIZE, Lang: locale } },
      { signal },
    ).then(
      (answer) => answer?.Hits.map((hit) => hit.Query) ?? [],
      () => [],
    );
    const instant = callApi(
      instantSearchRoute,
      { query: { Query: query, Size: INSTANT_SEARCH_SIZE, Lang: locale } },
      { signal },
    );
    Promise.all([instant, completions]).then(
      ([answer, words]) => {
        if (signal.aborted) return;
        clearTimeout(timer);
        setState({ query, answer, completions: words, loading: false, slow: false, failed: false });
      },
      () => {
        if (signal.aborted) return;
        clearTimeout(timer);
        setState({ ...EMPTY, query, failed: true });
      },
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  return state;
}

/** The value after it has stayed the same for `delay` ms: typing asks once per pause, not per key. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
