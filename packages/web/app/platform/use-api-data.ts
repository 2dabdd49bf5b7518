import { useCallback, useEffect, useState } from 'react';

export type ApiData<T> =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; data: T };

/**
 * Fetches in the browser whenever `key` changes (the filters of the URL), keeping only the answer to the last
 * request so a slow old answer never overwrites a newer one. `reload` fetches the same key again.
 */
export function useApiData<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>) {
  const [result, setResult] = useState<ApiData<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the fetcher's inputs
  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { result, reload };
}
