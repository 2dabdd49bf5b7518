import { useSyncExternalStore } from 'react';

/*
 * A small store outside React for state that parts of the page far apart share: the header's cart and project
 * widgets and the product page's add buttons. A context would need a provider in the locale layout around both;
 * this keeps the features to themselves. Only the browser changes it (after a click), so the server renders the
 * initial state for every request.
 */

export interface ExternalStore<T> {
  get(): T;
  set(update: (state: T) => T): void;
  subscribe(listener: () => void): () => void;
  readonly initial: T;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => state,
    set(update) {
      const next = update(state);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useExternalStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
