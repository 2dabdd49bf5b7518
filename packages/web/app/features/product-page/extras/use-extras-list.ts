import type { ExtrasRequest } from '@airshop/domain/catalog/extras-section';
import type { ExtraItem, ExtraKindSegment } from '@airshop/domain/catalog/product-extras';
import { useCallback, useEffect, useState } from 'react';
import { fetchExtras } from './extras-api.ts';

/**
 * The stages of one extras list (spec §4 "Server operations"): begin (loading), success, error, and cancelled
 * when the selection changed before the answer came (the old request is aborted, so a slow answer for the
 * previous variant can never replace the new one).
 */
export type ExtrasStage = 'loading' | 'success' | 'error' | 'cancelled';

export interface ExtrasList {
  stage: ExtrasStage;
  items: readonly ExtraItem[];
  retry: () => void;
}

/** Loads the list for the request; a new request, a reload or a retry aborts the one in flight. */
export function useExtrasList(kind: ExtraKindSegment, request: ExtrasRequest, reloadKey: number): ExtrasList {
  const [state, setState] = useState<{ stage: ExtrasStage; items: readonly ExtraItem[] }>({
    stage: 'loading',
    items: [],
  });
  const [attempt, setAttempt] = useState(0);
  const { id, contentType } = request;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey and attempt ask for the same list again
  useEffect(() => {
    const controller = new AbortController();
    setState({ stage: 'loading', items: [] });
    fetchExtras(kind, { id, contentType }, controller.signal).then(
      (items) => setState({ stage: 'success', items }),
      () => {
        if (!controller.signal.aborted) setState({ stage: 'error', items: [] });
      },
    );
    return () => {
      controller.abort();
      setState((current) => (current.stage === 'loading' ? { ...current, stage: 'cancelled' } : current));
    };
  }, [kind, id, contentType, reloadKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
