import type { ExtrasRequest } from '@airshop/domain/catalog/extras-section';
import type { ExtraItem, ExtraKindSegment } from '@airshop/domain/catalog/product-extras';
import { startTransition, useCallback, useEffect, useState } from 'react';
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
    // Unchanged when the list is already loading empty (the first render): no render for nothing.
    setState((current) =>
      current.stage === 'loading' && current.items.length === 0 ? current : { stage: 'loading', items: [] },
    );
    // The request starts in a task of its own: the page's effects all run in one task after a commit, and the
    // four parts' requests there made it a long one on a slow phone (ADR 0056). The answer renders as a
    // transition, in slices the browser can interrupt, not in one task.
    const start = window.setTimeout(() => {
      fetchExtras(kind, { id, contentType }, controller.signal).then(
        (items) => startTransition(() => setState({ stage: 'success', items })),
        () => {
          if (!controller.signal.aborted) startTransition(() => setState({ stage: 'error', items: [] }));
        },
      );
    }, 0);
    return () => {
      window.clearTimeout(start);
      controller.abort();
      setState((current) => (current.stage === 'loading' ? { ...current, stage: 'cancelled' } : current));
    };
  }, [kind, id, contentType, reloadKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
